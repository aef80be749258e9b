# features: stdlib_fractions_copy, custom_exception, lambda, dictionary, try_statement, except_clause, f_string, tuple_unpacking
"""An RPN calculator over exact fractions with a dispatch table."""
import operator
from fractions import Fraction
import math


class CalcError(Exception):
    pass


OPS = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "^": lambda a, b: a ** int(b),
    "max": max,
    "min": min,
}
UNARY = {
    "neg": operator.neg,
    "inv": lambda a: 1 / a,
    "abs": abs,
    "floor": lambda a: Fraction(math.floor(a)),
}


def evaluate(expr):
    stack = []
    for tok in expr.split():
        if tok in OPS:
            if len(stack) < 2:
                raise CalcError(f"'{tok}' needs two operands")
            b, a = stack.pop(), stack.pop()
            try:
                stack.append(OPS[tok](a, b))
            except ZeroDivisionError:
                raise CalcError("division by zero")
        elif tok in UNARY:
            if not stack:
                raise CalcError(f"'{tok}' needs an operand")
            stack.append(UNARY[tok](stack.pop()))
        elif tok == "dup":
            stack.append(stack[-1])
        elif tok == "swap":
            stack[-2], stack[-1] = stack[-1], stack[-2]
        else:
            try:
                stack.append(Fraction(tok))
            except ValueError:
                raise CalcError(f"bad token {tok!r}") from None
    if len(stack) != 1:
        raise CalcError(f"stack has {len(stack)} items")
    return stack[0]


tests = [
    "1 2 +", "1/3 1/6 +", "3 4 2 * 1 5 - 2 3 ^ ^ / +", "2 inv 3 inv +", "0.1 0.2 +",
    "22/7 floor", "5 neg abs", "1 0 /", "1 +", "2 3", "4 dup *", "1 2 swap -", "7 x", "3 9 max 4 min",
]
for t in tests:
    try:
        r = evaluate(t)
        shown = str(r) if r.denominator == 1 else f"{r} (~{float(r):.4f})"
        print(f"{t:<30} = {shown}")
    except CalcError as e:
        print(f"{t:<30} ! {e}")
x = Fraction(3, 4)
print(x + 1, x * x, x.numerator, x.denominator, Fraction("1.25"), Fraction(0.5), x.limit_denominator(1))
print(sorted([Fraction(1, 3), Fraction(1, 4), 0.3]), Fraction(6, 8) == 0.75, round(Fraction(7, 3), 2))
