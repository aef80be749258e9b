#!/usr/bin/env python3
"""Lowering equivalence: the same algorithm written idiomatically in each
language lowers to the same opcode sequence for the function body.

For every algorithm (tests/corpus/<lang>/<program>.<ext>), the body of the
named function is reduced to its shape: one token per instruction (the
opcode mnemonic, with the operator for binop/unop and the literal for const;
registers, variable names, labels' names, spans and type annotations are
dropped) and compared with Python's. A language that cannot match is listed
in known_differences.tsv with the reason; such an entry must still differ -
when it starts to match, this test fails so the entry is removed.
usage: check_equivalence.py <reddragon> <source dir>"""
import os, re, subprocess, sys

LANGS = [("python", "py"), ("javascript", "js"), ("typescript", "ts"), ("java", "java"), ("c", "c"), ("go", "go"), ("lua", "lua"), ("php", "php"), ("ruby", "rb")]
ALGORITHMS = {"factorial_iter": ["factorial"], "gcd_loop": ["gcd"], "sum_to": ["sum_to", "sumTo", "SumTo"]}
REFERENCE = "c"  # the most explicit lowering: every language is compared with it

rd, root = sys.argv[1], sys.argv[2]
here = os.path.join(root, "tests", "equivalence")

known = {}
for line in open(os.path.join(here, "known_differences.tsv")):
    if line.strip() and not line.startswith("#"):
        lang, prog, reason = line.rstrip("\n").split("\t", 2)
        known[(lang, prog)] = reason

LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[^\s:]+):')


def shape(path, names):
    ir = subprocess.run([rd, "ir", path], capture_output=True, text=True, timeout=60)
    if ir.returncode != 0:
        raise SystemExit(f"{path}: reddragon ir failed ({ir.returncode}): {ir.stderr.strip()[:300]}")
    lines = ir.stdout.splitlines()
    for name in names:
        start = next((k for k, l in enumerate(lines) if re.match(rf"^func_{re.escape(name)}_\d+:", l)), None)
        if start is None:
            continue
        end = next(k for k in range(start, len(lines)) if re.match(rf"^end_{re.escape(name)}_\d+:", lines[k]))
        out = []
        for l in lines[start + 1:end]:
            l = l.split(" :: ")[0].split("  #")[0].strip()
            if LABEL.match(l):
                out.append("label")
                continue
            m = re.match(r"^(?:%\d+ = )?(\w+)\s*(.*)$", l)
            op, rest = m.group(1), m.group(2).split()
            if op in ("binop", "unop"):
                out.append(f"{op} {rest[0]}")
            elif op == "const":
                out.append(f"const {rest[0]}")
            else:
                out.append(op)
        return out
    raise SystemExit(f"{path}: no function named {' or '.join(names)} in the IR")


failed = False
for prog, names in ALGORITHMS.items():
    shapes = {}
    for lang, ext in LANGS:
        path = os.path.join(root, "tests", "corpus", lang, f"{prog}.{ext}")
        if not os.path.exists(path):
            print(f"FAIL {lang}/{prog}: missing {path}")
            failed = True
            continue
        shapes[lang] = shape(path, names)
    ref = shapes.get(REFERENCE)
    if ref is None:
        continue
    for lang, s in shapes.items():
        if lang == REFERENCE:
            continue
        same = s == ref
        reason = known.get((lang, prog))
        if same and reason is None:
            print(f"ok   {lang}/{prog}: {len(s)} instructions, same as {REFERENCE}")
        elif same:
            print(f"FAIL {lang}/{prog}: now lowers like {REFERENCE} - remove it from known_differences.tsv ({reason})")
            failed = True
        elif reason is not None:
            print(f"xfail {lang}/{prog}: differs as recorded ({reason})")
        else:
            failed = True
            print(f"FAIL {lang}/{prog}: differs from {REFERENCE}")
            import difflib
            for d in difflib.unified_diff(ref, s, REFERENCE, lang, lineterm="", n=2):
                print("    " + d)
sys.exit(1 if failed else 0)
