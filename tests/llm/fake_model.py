#!/usr/bin/env python3
"""A scripted fake LLM for the llm frontend tests: an OpenAI-compatible
chat-completions server on 127.0.0.1 that "lowers" a tiny Haskell-like
language (one-line definitions `f x y = expr`, `--` comments, `::`
signatures, `main = expr`) to RedDragon IR, the way a model would be asked
to. Modes: lower (correct IR), broken-first (an IR the verifier rejects
unless the prompt carries the verifier's messages), garbage (prose forever),
poison (prose for any source holding the word "poison", else correct IR).
A request asking for a JSON object (the llm resolver's) gets {"value": 42}.
It records requests and the most requests in flight at once in --stats.
No network beyond loopback; stops on SIGTERM."""
import argparse
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TOKEN = re.compile(r"\s*(?:(\d+)|([A-Za-z_][A-Za-z0-9_']*)|(.))")


class Lowerer:
    def __init__(self):
        self.out = []
        self.reg = 0
        self.label = 0

    def r(self):
        self.reg += 1
        return self.reg - 1

    def emit(self, text):
        self.out.append("  " + text)

    def expr(self, toks):
        def atom():
            t = toks.pop(0)
            if t == "(":
                v = add()
                toks.pop(0)  # ")"
                return v
            if t.isdigit():
                d = self.r()
                self.emit(f"%{d} = const {t}")
                return d
            d = self.r()
            self.emit(f"%{d} = load_var {t}")
            return d

        def is_atom_start():
            return toks and (toks[0] == "(" or toks[0][0].isalnum() or toks[0][0] == "_")

        def app():
            if toks and (toks[0][0].isalpha() or toks[0][0] == "_") and len(toks) > 1 and (
                    toks[1] == "(" or toks[1][0].isalnum() or toks[1][0] == "_"):
                name = toks.pop(0)
                args = []
                while is_atom_start():
                    args.append(atom())
                d = self.r()
                self.emit(f"%{d} = call_function {name} " + " ".join(f"%{a}" for a in args))
                return d
            return atom()

        def mul():
            v = app()
            while toks and toks[0] == "*":
                toks.pop(0)
                w = app()
                d = self.r()
                self.emit(f"%{d} = binop * %{v} %{w}")
                v = d
            return v

        def add():
            v = mul()
            while toks and toks[0] in "+-":
                op = toks.pop(0)
                w = mul()
                d = self.r()
                self.emit(f"%{d} = binop {op} %{v} %{w}")
                v = d
            return v

        return add()

    def lower(self, source):
        self.out = ["entry:"]
        has_main = False
        for line in source.splitlines():
            s = line.strip()
            if not s or s.startswith("--") or "::" in s:
                continue
            lhs, rhs = s.split("=", 1)
            name, *params = lhs.split()
            k = self.label
            self.label += 1
            self.out.append(f"  branch end_{name}_{k}")
            self.out.append(f"func_{name}_{k}:")
            for p in params:
                d = self.r()
                self.emit(f'%{d} = symbolic "param:{p}"')
                self.emit(f"decl_var {p} %{d}")
            toks = [a or b or c for a, b, c in TOKEN.findall(rhs) if (a or b or c).strip()]
            v = self.expr(toks)
            self.emit(f"return %{v}")
            self.out.append(f"end_{name}_{k}:")
            d = self.r()
            self.emit(f"%{d} = const <function:{name}@func_{name}_{k}>")
            self.emit(f"decl_var {name} %{d}")
            has_main |= name == "main"
        if has_main:
            d = self.r()
            self.emit(f"%{d} = call_function main")
        return "\n".join(self.out) + "\n"


def source_of(prompt):
    m = re.search(r"Source:\n```\n(.*?)```\n", prompt, re.S)
    return m.group(1) if m else ""


class State:
    lock = threading.Lock()
    inflight = 0
    max_inflight = 0
    requests = 0
    repairs = 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["lower", "broken-first", "garbage", "poison"], default="lower")
    ap.add_argument("--delay", type=float, default=0.0)
    ap.add_argument("--port-file", required=True)
    ap.add_argument("--stats", required=True)
    a = ap.parse_args()

    def save():
        with open(a.stats + ".tmp", "w") as f:
            json.dump({"requests": State.requests, "max_inflight": State.max_inflight, "repairs": State.repairs}, f)
        import os
        os.replace(a.stats + ".tmp", a.stats)

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            n = int(self.headers.get("Content-Length", "0"))
            body = json.loads(self.rfile.read(n) or b"{}")
            user = body["messages"][-1]["content"]
            repair = "rejected it" in user
            with State.lock:
                State.inflight += 1
                State.requests += 1
                State.repairs += repair
                State.max_inflight = max(State.max_inflight, State.inflight)
                save()
            time.sleep(a.delay)
            if body.get("response_format"):  # the llm resolver (boundary 3) asks for a JSON value
                text = '{"value": 42, "reasoning": "fake"}'
            elif a.mode == "garbage" or (a.mode == "poison" and "poison" in source_of(user)):
                text = "Sorry, I cannot lower this program. It looks like Haskell!"
            else:
                text = "```\n" + Lowerer().lower(source_of(user)) + "```\n"
                if a.mode == "broken-first" and not repair:
                    text = re.sub(r"return %(\d+)", "return %9999", text, count=1)
            out = json.dumps({"choices": [{"message": {"role": "assistant", "content": text}}],
                              "usage": {"prompt_tokens": len(user) // 4, "completion_tokens": len(text) // 4}}).encode()
            with State.lock:
                State.inflight -= 1
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out)

    srv = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    srv.daemon_threads = True
    save()
    with open(a.port_file + ".tmp", "w") as f:
        f.write(str(srv.server_address[1]))
    import os
    os.replace(a.port_file + ".tmp", a.port_file)
    srv.serve_forever()


if __name__ == "__main__":
    main()
