# features: class_definition, inheritance, super, dictionary, recursion, try_statement, except_clause, lambda, closure, string_methods, tuple_unpacking
# A tiny Scheme interpreter: environments as a dict subclass, closures, recursion, errors reported per line.
import math
import operator as op

class Env(dict):
    def __init__(self, params=(), args=(), outer=None):
        super().__init__(zip(params, args))
        self.outer = outer
    def find(self, name):
        if name in self:
            return self
        if self.outer is None:
            raise NameError(f"unbound symbol: {name}")
        return self.outer.find(name)

def tokenize(src):
    return src.replace("(", " ( ").replace(")", " ) ").split()

def parse(tokens):
    tok = tokens.pop(0)
    if tok == "(":
        lst = []
        while tokens[0] != ")":
            lst.append(parse(tokens))
        tokens.pop(0)
        return lst
    if tok == ")":
        raise SyntaxError("unexpected )")
    for conv in (int, float):
        try:
            return conv(tok)
        except ValueError:
            pass
    return tok

def standard_env():
    env = Env()
    env.update(vars(math))
    env.update({"+": op.add, "-": op.sub, "*": op.mul, "/": op.truediv, "<": op.lt, ">": op.gt,
                "=": op.eq, "<=": op.le, "abs": abs, "list": lambda *x: list(x),
                "car": lambda x: x[0], "cdr": lambda x: x[1:], "cons": lambda a, b: [a] + b,
                "null?": lambda x: x == [], "length": len, "begin": lambda *x: x[-1],
                "map": lambda f, xs: list(map(f, xs))})
    return env

class Procedure:
    def __init__(self, params, body, env):
        self.params, self.body, self.env = params, body, env
    def __call__(self, *args):
        return evaluate(self.body, Env(self.params, args, self.env))

def evaluate(x, env):
    if isinstance(x, str):
        return env.find(x)[x]
    if not isinstance(x, list):
        return x
    head, *rest = x
    if head == "quote":
        return rest[0]
    if head == "if":
        test, conseq, alt = rest
        return evaluate(conseq if evaluate(test, env) else alt, env)
    if head == "define":
        name, expr = rest
        env[name] = evaluate(expr, env)
        return None
    if head == "lambda":
        params, body = rest
        return Procedure(params, body, env)
    proc = evaluate(head, env)
    return proc(*[evaluate(a, env) for a in rest])

def to_str(v):
    if isinstance(v, list):
        return "(" + " ".join(map(to_str, v)) + ")"
    if isinstance(v, bool):
        return "#t" if v else "#f"
    return str(v)

env = standard_env()
program = [
    "(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))",
    "(fact 20)",
    "(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
    "(map fib (list 1 2 3 4 5 6 7 8 9 10))",
    "(define area (lambda (r) (* pi (* r r))))",
    "(area 3)",
    "(cons 1 (quote (2 3)))",
    "(null? (cdr (list 1)))",
    "(begin (define x 10) (+ x (sqrt 16)))",
    "(undefined 1)",
    "(/ 1 0)",
    ")",
]
for line in program:
    try:
        result = evaluate(parse(tokenize(line)), env)
        if result is not None:
            print(to_str(result))
    except (NameError, SyntaxError, ZeroDivisionError) as e:
        print(f"error: {type(e).__name__}: {e}")
