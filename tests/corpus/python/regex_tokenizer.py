# features: stdlib_re, stdlib_collections, yield, f_string, try_statement
import re
from collections import namedtuple

Token = namedtuple("Token", ["kind", "text", "line", "col"])

SPEC = [
    ("NUMBER", r"\d+(?:\.\d+)?"),
    ("IDENT", r"[A-Za-z_]\w*"),
    ("STRING", r'"(?:[^"\\]|\\.)*"'),
    ("OP", r"==|!=|<=|>=|[-+*/=<>(){};,]"),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("COMMENT", r"#[^\n]*"),
    ("MISMATCH", r"."),
]
MASTER = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in SPEC))
KEYWORDS = {"if", "else", "while", "let", "print"}


def tokenize(code):
    line = 1
    line_start = 0
    for m in MASTER.finditer(code):
        kind = m.lastgroup
        text = m.group()
        col = m.start() - line_start + 1
        if kind == "NEWLINE":
            line += 1
            line_start = m.end()
            continue
        if kind in ("SKIP", "COMMENT"):
            continue
        if kind == "IDENT" and text in KEYWORDS:
            kind = text.upper()
        if kind == "MISMATCH":
            raise SyntaxError(f"unexpected {text!r} at {line}:{col}")
        yield Token(kind, text, line, col)


src = '''let x = 3.5 * (y + 2);  # comment
if x >= 10 { print("big \\"one\\""); }
else { print(x, "small"); }
'''
toks = list(tokenize(src))
for t in toks:
    print(f"{t.line}:{t.col:<3} {t.kind:<8} {t.text}")
kinds = {}
for t in toks:
    kinds[t.kind] = kinds.get(t.kind, 0) + 1
print(sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])))
try:
    list(tokenize("let a = 1 @ 2"))
except SyntaxError as e:
    print("SyntaxError:", e)
print(toks[0], toks[0]._asdict())
