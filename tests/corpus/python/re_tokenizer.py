# features: stdlib_re, while_statement, class_definition, try_statement, raise_statement, yield
# A tokenizer and a tiny calculator: a master pattern of named alternatives,
# finditer with lastgroup and spans, and a scanner using match(text, pos).
import re

TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("NAME", r"[A-Za-z_]\w*"),
    ("OP", r"[-+*/()=]"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
MASTER = re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern in TOKEN_SPEC))
print(MASTER.groups, list(MASTER.groupindex))


class TokenError(Exception):
    pass


def tokenize(code):
    for m in MASTER.finditer(code):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        if kind == "MISMATCH":
            raise TokenError(f"unexpected {m.group()!r} at {m.start()}")
        yield kind, m.group(), m.span()


for tok in tokenize("rate = 3.5 * (hours + 2)"):
    print(tok)
try:
    list(tokenize("x = 4 $ 2"))
except TokenError as e:
    print("TokenError:", e)


class Scanner:
    """Pulls tokens one at a time with Pattern.match(text, pos)."""
    WS = re.compile(r"\s*")
    NUM = re.compile(r"\d+")
    OP = re.compile(r"[-+*/()]")

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def next(self):
        self.pos = self.WS.match(self.text, self.pos).end()
        if self.pos >= len(self.text):
            return None
        for kind, pattern in (("num", self.NUM), ("op", self.OP)):
            m = pattern.match(self.text, self.pos)
            if m:
                self.pos = m.end()
                return kind, m.group()
        raise ValueError(f"bad input at {self.pos}")


def evaluate(text):
    sc = Scanner(text)
    tokens = []
    while True:
        t = sc.next()
        if t is None:
            break
        tokens.append(t)
    pos = 0

    def expr():
        nonlocal pos
        value = term()
        while pos < len(tokens) and tokens[pos][1] in "+-":
            op = tokens[pos][1]
            pos += 1
            value = value + term() if op == "+" else value - term()
        return value

    def term():
        nonlocal pos
        value = atom()
        while pos < len(tokens) and tokens[pos][1] in "*/":
            op = tokens[pos][1]
            pos += 1
            value = value * atom() if op == "*" else value // atom()
        return value

    def atom():
        nonlocal pos
        kind, text_ = tokens[pos]
        pos += 1
        if text_ == "(":
            value = expr()
            pos += 1
            return value
        return int(text_)

    return expr()


for src in ["1 + 2 * 3", "(1 + 2) * 3", " 100 / 7 - 2 ", "2*(3+(4-1))*2"]:
    print(repr(src), "=", evaluate(src))
try:
    evaluate("1 + x")
except ValueError as e:
    print("ValueError:", e)

# pos and endpos limit a search; ^ still means the start of the string.
p = re.compile(r"\d+")
print(p.search("ab12cd345", 4), p.search("ab12cd345", 0, 3), p.match("ab12", 2))
print(re.compile(r"^\d").search("a1", 1), re.compile(r"\d$").search("12a", 0, 2))
print(p.findall("1 22 333 4444", 2, 9), [m.span() for m in p.finditer("1 22 333", 1)])
