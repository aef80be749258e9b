#!/usr/bin/env python3
"""AST repair recovery rate (LLM boundary 2, docs/llm.md, docs/testing.md).

For each corpus program tests/corpus/<lang>/<name> (with <name>.expected):
delete one token so that tree-sitter can no longer parse the file. The
choice is deterministic: candidates are the lines nearest the file's
middle, on each line the middle token first, then the others outward;
the first of at most --attempts candidates that leaves a parse error is
used (detected by `ir --repair` with the model down, which names every
error it could not repair). Then `reddragon run --repair` runs against a
fake model on 127.0.0.1 that answers every repair request with the
ORIGINAL text of the fragment it was sent (found through the fragment's
context lines in the unmutated file). A program counts as recovered when
a repair was accepted, no syntax error is left unrepaired and `run`
prints exactly the expected output. Programs where no candidate breaks
the parse are reported as "unbroken", outside the rate.

  scripts/repair-rate.py build/bin/reddragon [--lang python ...] [--limit N]
                         [--min-rate R] [--model-down]

--min-rate R: exit 1 if any language's rate is below R (0..1), for ctest.
--model-down: also check, for each broken program, that with the model
  down (a closed port) `ir --repair` prints exactly the IR `ir` prints
  without --repair, plus an "LLM is unavailable" diagnostic.
No network beyond 127.0.0.1; the replay cache is off (nothing is written).
"""
import argparse
import http.server
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

LANGS = ["python", "javascript", "typescript", "java", "c", "go", "ruby", "php", "lua"]
TOKEN = re.compile(r"""[A-Za-z_$@][A-Za-z0-9_$]*|\d+(?:\.\d+)?|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\S""")
COMMENT = re.compile(r"^\s*(#|//|--|/\*|\*)")


def mutations(text):
    """Candidate texts with one token deleted, in a fixed order: lines nearest
    the file's middle first; on each line the middle token, then the others
    outward from it. Yields (text, 1-based line, deleted token)."""
    lines = text.split("\n")
    mid = len(lines) // 2
    order = sorted(range(1, len(lines)), key=lambda i: (abs(i - mid), i))  # line 1 holds the features comment
    for i in order:
        line = lines[i]
        if not line.strip() or COMMENT.match(line):
            continue
        toks = list(TOKEN.finditer(line))
        c = len(toks) // 2
        for j in sorted(range(len(toks)), key=lambda j: (abs(j - c), j)):
            t = toks[j]
            yield "\n".join(lines[:i] + [line[: t.start()] + line[t.end():]] + lines[i + 1:]), i + 1, t.group()


class FakeModel:
    """Answers OpenAI chat completions with the original fragment."""

    def __init__(self):
        self.original = ""
        self.calls = 0
        model = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                n = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(n) or b"{}")
                user = "".join(m.get("content", "") for m in body.get("messages", []) if m.get("role") == "user")
                model.calls += 1
                fixed = model.answer(user)
                content = json.dumps({"fixed": fixed}) if fixed is not None else "I cannot help with that."
                out = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def answer(self, user):
        """The original text between the context before and after the markers."""
        m = re.search(r"\nCode:\n(.*?)<<<FRAGMENT\n(.*?)FRAGMENT>>>\n(.*)End of code\.\n$", user, re.S)
        lines = re.search(r"The fragment is lines (\d+)-(\d+) of the file", user)
        if not m:
            return None
        found = self.by_context(m.group(1), m.group(3))
        if found is None and lines:  # context not in the file (C: preprocessed text): by line numbers
            a, b = int(lines.group(1)), int(lines.group(2))
            found = "".join(self.original.splitlines(True)[a - 1: b])
        return found

    def by_context(self, before, after):
        src = self.original
        best = None
        start = 0
        while True:
            a = src.find(before, start)
            if a < 0:
                break
            b = src.find(after, a + len(before)) if after else len(src)
            if b >= 0 and (best is None or b - a - len(before) < best[1] - best[0]):
                best = (a + len(before), b)
            start = a + 1
            if not before:
                break
        return None if best is None else src[best[0]: best[1]]

    def close(self):
        self.server.shutdown()


def closed_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def run(binary, path, endpoint, repair, command="run"):
    cmd = [binary, "--set", "llm.client=openai", "--set", "llm.endpoint=" + endpoint, "--set", "llm.model=fake-repair",
           "--set", "llm.cache=off", "--set", "llm.timeout_ms=5000", "--set", "llm.api_key_env=RD_REPAIR_RATE_NO_KEY",
           command, str(path)]
    if repair:
        cmd.append("--repair")
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return p.stdout, p.stderr.decode("utf-8", "replace")


def break_one_token(binary, original, target, down, attempts):
    """The first candidate mutation tree-sitter cannot parse (AST repair with
    the model down reports its errors), or None."""
    for k, (mutated, line, tok) in enumerate(mutations(original)):
        if k >= attempts:
            break
        target.write_text(mutated, encoding="utf-8", errors="surrogateescape")
        out, err = run(binary, target, down, True, "ir")
        if "not repaired by LLM" in err:
            return line, tok, out, err
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("binary")
    ap.add_argument("--corpus", default=str(Path(__file__).resolve().parent.parent / "tests" / "corpus"))
    ap.add_argument("--lang", action="append")
    ap.add_argument("--limit", type=int, default=0, help="first N programs of each language (0: all)")
    ap.add_argument("--min-rate", type=float, default=None)
    ap.add_argument("--model-down", action="store_true")
    ap.add_argument("--attempts", type=int, default=8, help="candidate deletions tried per program (default 8)")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per program")
    args = ap.parse_args()
    os.environ.pop("RD_REPAIR_RATE_NO_KEY", None)
    model = FakeModel()
    endpoint = "http://127.0.0.1:%d/v1" % model.port
    down = "http://127.0.0.1:%d/v1" % closed_port()
    failed = False
    totals = [0, 0, 0]
    with tempfile.TemporaryDirectory(prefix="rd-repair-rate-") as tmp:
        for lang in args.lang or LANGS:
            progs = sorted(p for p in Path(args.corpus, lang).iterdir()
                           if p.is_file() and not p.name.endswith(".expected") and Path(str(p) + ".expected").exists())
            if args.limit:
                progs = progs[: args.limit]
            broken = recovered = still_parse = down_bad = 0
            for prog in progs:
                original = prog.read_text(encoding="utf-8", errors="surrogateescape")
                target = Path(tmp, prog.name)
                where = break_one_token(args.binary, original, target, down, args.attempts)
                if where is None:
                    still_parse += 1
                    if args.verbose:
                        print("  %s: no deletion among the first %d breaks the parse" % (prog.name, args.attempts))
                    continue
                broken += 1
                expected = Path(str(prog) + ".expected").read_bytes()
                model.original = original
                out, err = run(args.binary, target, endpoint, True)
                ok = out is not None and "not repaired by LLM" not in err and "repaired by LLM" in err and out == expected
                recovered += ok
                status = "recovered" if ok else "NOT recovered"
                if args.model_down:  # the IR, not run's output: some programs print addresses
                    plain_ir, _ = run(args.binary, target, down, False, "ir")
                    down_ir, down_err = where[2], where[3]
                    if down_ir != plain_ir or "LLM is unavailable" not in (down_err or ""):
                        down_bad += 1
                        status += ", MODEL-DOWN CHECK FAILED"
                if args.verbose:
                    print("  %s (line %d, deleted %r): %s" % (prog.name, where[0], where[1], status), flush=True)
            rate = recovered / broken if broken else 1.0
            print("%-11s broken %3d  recovered %3d  rate %5.1f%%  (unbroken: %d)%s" %
                  (lang, broken, recovered, 100 * rate, still_parse,
                   ("  model-down failures: %d" % down_bad) if args.model_down else ""), flush=True)
            totals[0] += broken
            totals[1] += recovered
            totals[2] += still_parse
            if (args.min_rate is not None and rate < args.min_rate) or down_bad:
                failed = True
    model.close()
    if totals[0]:
        print("%-11s broken %3d  recovered %3d  rate %5.1f%%  (unbroken: %d)" %
              ("all", totals[0], totals[1], 100 * totals[1] / totals[0], totals[2]))
    print("fake model requests: %d" % model.calls)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
