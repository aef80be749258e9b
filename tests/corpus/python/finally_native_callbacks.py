# features: finally_clause, try_statement, except_clause, raise_statement, lambda
# A finally block running because of an exception calls back into Python
# through built-ins (sorted/map/max key functions, next on a generator):
# the exception is still raised when the block ends.
def u():
    try:
        raise ValueError("in")
    finally:
        print(sorted([3, 1, 2], key=lambda x: -x))

try:
    u()
except ValueError as e:
    print("caught", e)

class P:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"P({self.v})"

def g():
    for i in range(2):
        try:
            if i == 1:
                raise KeyError(i)
        finally:
            print(i, sorted([P(2), P(1)]), list(map(lambda x: x * i, [1, 2])))

try:
    g()
except KeyError as e:
    print("caught KeyError", e)

def h():
    try:
        return "returned"
    finally:
        print(max([1, 5, 3], key=lambda x: -x))
print(h())
def gen():
    yield 1
    yield 2

def u():
    it = gen()
    try:
        raise ValueError("in")
    finally:
        print(next(it), list(it))

try:
    u()
except ValueError as e:
    print("caught", e)
