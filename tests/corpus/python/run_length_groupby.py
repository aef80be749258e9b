# features: stdlib_itertools_functools, named_expression, assert_statement, f_string
from itertools import groupby


def encode(text):
    return "".join(f"{len(list(g))}{ch}" if len(list(g2 := list(g))) > 1 else ch for ch, g in [(c, list(gr)) for c, gr in groupby(text)] for g in [g]) if False else _encode(text)


def _encode(text):
    out = []
    for ch, group in groupby(text):
        n = len(list(group))
        out.append(f"{n}{ch}" if n > 1 else ch)
    return "".join(out)


def decode(code):
    out, num = [], ""
    for ch in code:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num or 1))
            num = ""
    return "".join(out)


for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "", "XYZ", "aabbbcccc", "  hsqq qww  ", "ééé→→ü"]:
    enc = encode(s)
    assert decode(enc) == s, (s, enc, decode(enc))
    print(repr(s[:12]), "->", repr(enc), f"ratio={len(enc) / len(s):.2f}" if s else "empty")
