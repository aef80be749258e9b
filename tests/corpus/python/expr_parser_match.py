# features: match_statement, stdlib_dataclasses, stdlib_re, yield, named_expression, class_definition, f_string
import re
from dataclasses import dataclass
from typing import Union

TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<name>[a-z_]\w*)|(?P<op>\*\*|[-+*/()^,]))")

@dataclass(frozen=True)
class Num:
    value: float

@dataclass(frozen=True)
class Var:
    name: str

@dataclass(frozen=True)
class BinOp:
    op: str
    left: "Node"
    right: "Node"

@dataclass(frozen=True)
class Call:
    fn: str
    args: tuple

Node = Union[Num, Var, BinOp, Call]

def tokenize(src):
    pos = 0
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m:
            raise SyntaxError(f"bad character {src[pos]!r} at {pos}")
        pos = m.end()
        kind = m.lastgroup
        yield kind, m.group(kind)

class Parser:
    PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "**": 3}

    def __init__(self, src):
        self.toks = list(tokenize(src))
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def take(self):
        tok = self.peek()
        self.i += 1
        return tok

    def expr(self, min_prec=1):
        left = self.atom()
        while (tok := self.peek())[0] == "op" and tok[1] in self.PREC and self.PREC[tok[1]] >= min_prec:
            op = self.take()[1]
            nxt = self.PREC[op] + (0 if op == "**" else 1)
            left = BinOp(op, left, self.expr(nxt))
        return left

    def atom(self):
        kind, val = self.take()
        match kind, val:
            case "num", _:
                return Num(float(val))
            case "name", _ if self.peek() == ("op", "("):
                self.take()
                args = []
                while self.peek() != ("op", ")"):
                    args.append(self.expr())
                    if self.peek() == ("op", ","):
                        self.take()
                self.take()
                return Call(val, tuple(args))
            case "name", _:
                return Var(val)
            case "op", "(":
                e = self.expr()
                self.take()
                return e
            case "op", "-":
                return BinOp("-", Num(0.0), self.atom())
        raise SyntaxError(f"unexpected {val!r}")

FUNCS = {"max": max, "min": min, "abs": abs}

def evaluate(node, env):
    match node:
        case Num(value=v):
            return v
        case Var(name=n):
            return env[n]
        case BinOp("+", l, r):
            return evaluate(l, env) + evaluate(r, env)
        case BinOp("-", l, r):
            return evaluate(l, env) - evaluate(r, env)
        case BinOp("*", l, r):
            return evaluate(l, env) * evaluate(r, env)
        case BinOp("/", l, r):
            return evaluate(l, env) / evaluate(r, env)
        case BinOp("**", l, r):
            return evaluate(l, env) ** evaluate(r, env)
        case Call(fn, args):
            return FUNCS[fn](*(evaluate(a, env) for a in args))

env = {"x": 3, "y": 4.5, "rate": 0.25}
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-x + max(x, y, 10) / 4", "abs(1 - y) * rate", "x $ 2", "foo(1"]:
    try:
        tree = Parser(src).expr()
        print(f"{src:<24} = {evaluate(tree, env)}")
    except (SyntaxError, KeyError) as e:
        print(f"{src:<24} ! {type(e).__name__}: {e}")
print(Parser("a * (b + 1)").expr())
