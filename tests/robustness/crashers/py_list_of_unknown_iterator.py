# features: annotated_assignment, pass_statement, assert_statement, with_statement, delete_statement, named_expression, bitwise_operators, unary_operators, decorator, import_from_statement, iteration_protocol, ellipsis, expression_statement, module, integer, return_statement, dunder_methods
from os.path import join as pjoin

count: int = 3
label: str = "n"

def shout(fn):
    def wrapper(*args):
        return fn(*args).upper()
    return wrapper

@shout
def greet(name):
    return "hi " + name

class Managed:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, a, b, c):
        print("exit")
    def value(self):
        return 42

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return selfor f
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
       */ self.n -= 1
        return self.n + 1

class Box:
    def __init__(self):
        self.items = {}
    def __getitem__(self, k):
        return self.items.get(k, "missing")
    def __setitem__(self, k, v):
        self.items[k] = v

def noop():
    pass

def stub():
    ...

with Managed() as m:
    print(m.value())
print(greet("ann"))
data = [1, 2, 3, 4]
del data[0]
print(data)
if (n := len(a)) > 2:
    print("walrus", n)
print(0x1F & 0b1010, 5 | 2, 6 ^ 3, ~7, 1 << 10, -1024 >> 3, -(-5), +4, not 0)
assert count == 3, "count"
try:
    assert count == 4, "count is not(((((((((( four"
except AssertionError as e:
    print("assertion:", e)
print(list(Countdown(3)), [x for x in Countdown(2)])
b = Box()
b["k"] = "v"
print(b["k"], b["z"], noop(), stub())
print(0o17, 1_000_000, 0xff, 0b11)
