# features: class_definition, operator_overloading, dunder_methods, try_statement, except_clause
# Money declines foreign operands with NotImplemented: Python then tries the
# reflected method, falls back to identity for ==/!=, or raises TypeError.
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents
    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented
    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented
    def __lt__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents < other.cents
    def __repr__(self):
        return f"Money({self.cents})"

class Tag:
    def __eq__(self, other):
        return NotImplemented

a, b = Money(5), Money(5)
print(a == b, a != b, a == 5, a != 5, a == "x", 5 == a)
print(a + b, a + 3, sum([a, b, Money(1)]))
t = Tag()
print(t == t, t == Tag(), t != t)
for expr in (lambda: a + "x", lambda: "x" + a, lambda: a < 3, lambda: 2.5 + a):
    try:
        print(expr())
    except TypeError as e:
        print("TypeError:", e)
print(NotImplemented, type(NotImplemented).__name__, bool(a.__eq__(3) is NotImplemented))
