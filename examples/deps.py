# The seeds' dataflow example: diamond dependencies, a call, a multi-operand sum.
# reddragon dataflow examples/deps.py --transitive --format mermaid
a = 1
b = 2
c = a + b
d = a * b
e = c + d
f = e - a

def square(x):
    return x * x

g = square(c)
h = g + f
total = h + e + b
