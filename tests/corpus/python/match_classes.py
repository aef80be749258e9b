# features: match_statement, class_definition, constructor, inheritance, recursion, builtins
# An expression evaluator over AST-like classes: class patterns with
# __match_args__, keyword sub-patterns, nesting and built-in type patterns.
class Num:
    __match_args__ = ("value",)
    def __init__(self, value):
        self.value = value

class BinOp:
    __match_args__ = ("op", "left", "right")
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right

class Neg:
    __match_args__ = ("operand",)
    def __init__(self, operand):
        self.operand = operand

class Var:
    __match_args__ = ("name",)
    def __init__(self, name):
        self.name = name

class Call:
    # no __match_args__: keyword sub-patterns only
    def __init__(self, fn, args):
        self.fn = fn
        self.args = args


def evaluate(node, env):
    match node:
        case Num(value):
            return value
        case Var(name) if name in env:
            return env[name]
        case Var(name):
            raise NameError(f"unbound {name}")
        case Neg(Neg(inner)):
            return evaluate(inner, env)
        case Neg(operand):
            return -evaluate(operand, env)
        case BinOp("+", left, right):
            return evaluate(left, env) + evaluate(right, env)
        case BinOp("*", Num(0), _) | BinOp("*", _, Num(0)):
            return 0
        case BinOp("*", left, right):
            return evaluate(left, env) * evaluate(right, env)
        case BinOp(op="-", left=l, right=r):
            return evaluate(l, env) - evaluate(r, env)
        case BinOp(op):
            raise ValueError(f"unknown operator {op}")
        case Call(fn="max", args=[first, *more]):
            best = evaluate(first, env)
            for a in more:
                best = max(best, evaluate(a, env))
            return best
        case Call(fn=name):
            raise ValueError(f"unknown function {name}")


def show(node):
    match node:
        case Num(value=v):
            return str(v)
        case Var(n):
            return n
        case Neg(x):
            return f"-{show(x)}"
        case BinOp(op, l, r):
            return f"({show(l)} {op} {show(r)})"
        case Call(fn=f, args=args):
            return f + "(" + ", ".join(show(a) for a in args) + ")"


def simplify(node):
    match node:
        case BinOp("+", Num(0), x) | BinOp("+", x, Num(0)):
            return simplify(x)
        case BinOp("*", Num(1), x) | BinOp("*", x, Num(1)):
            return simplify(x)
        case BinOp(op, l, r):
            return BinOp(op, simplify(l), simplify(r))
        case Neg(Num(v)):
            return Num(-v)
        case other:
            return other


env = {"x": 5, "y": 7}
exprs = [
    Num(42),
    BinOp("+", Num(1), Num(2)),
    BinOp("*", Var("x"), BinOp("-", Var("y"), Num(3))),
    BinOp("*", Var("nope"), Num(0)),
    Neg(Neg(Var("y"))),
    Neg(BinOp("+", Var("x"), Var("y"))),
    Call("max", [Num(3), Var("y"), Var("x")]),
    BinOp("+", Num(0), BinOp("*", Num(1), Var("x"))),
]
for e in exprs:
    print(show(e), "=", evaluate(e, env), " simplified:", show(simplify(e)))

for bad in [Var("z"), BinOp("/", Num(1), Num(2)), Call("min", [])]:
    try:
        evaluate(bad, env)
    except (NameError, ValueError) as err:
        print(type(err).__name__, err)

# built-in classes match the subject itself for one positional pattern
def describe(v):
    match v:
        case bool(b):
            return f"bool {b}"
        case int(0):
            return "int zero"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(n):
            return f"int {n}"
        case float(f):
            return f"float {f}"
        case str() if not v:
            return "empty str"
        case str(s):
            return f"str {s!r}"
        case list([x, y]):
            return f"list of two: {x}, {y}"
        case list() | tuple():
            return f"sequence of {len(v)}"
        case dict({"id": ident}):
            return f"record {ident}"
        case dict():
            return "some dict"
        case Num(value=int(n)):
            return f"Num holding int {n}"
        case Num():
            return "Num holding something else"
        case _:
            return "unknown"

for v in [True, 0, -3, 17, 2.5, "", "hi", [1, 2], [1, 2, 3], (1,), {"id": 9}, {}, Num(4), Num("four"), None]:
    print(repr(v) if not isinstance(v, Num) else "Num", "->", describe(v))

# subclasses match their parents' patterns
class Animal:
    __match_args__ = ("name",)
    def __init__(self, name):
        self.name = name

class Dog(Animal):
    pass

class Cat(Animal):
    __match_args__ = ("name", "lives")
    def __init__(self, name, lives=9):
        super().__init__(name)
        self.lives = lives

for pet in [Dog("rex"), Cat("tom"), Cat("felix", 3), Animal("generic")]:
    match pet:
        case Cat(name, 9):
            print(name, "is a cat with all its lives")
        case Cat(name, lives):
            print(name, "is a cat with", lives, "lives")
        case Dog(name):
            print(name, "is a dog")
        case Animal(name=n):
            print(n, "is some animal")

# errors in class patterns
class NoArgs:
    pass

try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as err:
    print("TypeError:", err)

try:
    match Num(1):
        case Num(1, 2):
            pass
except TypeError as err:
    print("TypeError:", err)

# a missing attribute is just a failed match
match Num(1):
    case Num(color="red"):
        print("red")
    case Num(value=1):
        print("value 1, no color attribute")
