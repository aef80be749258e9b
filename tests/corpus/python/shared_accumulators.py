# features: augmented_assignment, operator_overloading, dunder_methods, list, set, dictionary, closure
"""Accumulators shared by reference: x op= y works in place where Python does it in place."""


class Tally:
    """Counts by += / -= and keeps its identity."""

    def __init__(self):
        self.counts = {}

    def __iadd__(self, word):
        self.counts[word] = self.counts.get(word, 0) + 1
        return self

    def __isub__(self, word):
        if self.counts.get(word):
            self.counts[word] -= 1
        return self

    def __ior__(self, other):
        for w, n in other.counts.items():
            self.counts[w] = self.counts.get(w, 0) + n
        return self

    def __repr__(self):
        return f"Tally({dict(sorted(self.counts.items()))})"


class Money:
    """Immutable: no __iadd__, so += builds a new object."""

    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        return Money(self.cents + other.cents)

    def __imul__(self, k):
        return NotImplemented

    def __mul__(self, k):
        return Money(self.cents * k)

    def __repr__(self):
        return f"${self.cents / 100:.2f}"


def walk(tree, path, out):
    out += [path]
    for name, sub in sorted(tree.items()):
        walk(sub, path + "/" + name, out)


tree = {"src": {"vm": {}, "ir": {"text": {}}}, "docs": {}}
paths = []
walk(tree, "", paths)
print(paths)

t = Tally()
same = t
for w in "the cat and the hat and the bat".split():
    t += w
t -= "the"
other = Tally()
other += "cat"
t |= other
print(t, t is same)

wallet = Money(250)
before = wallet
wallet += Money(125)
wallet *= 2
print(wallet, before, wallet is before)

visited = set()
alias = visited
for batch in ({1, 2}, {2, 3}, {9}):
    visited |= batch
visited -= {9}
visited ^= {3, 4}
visited &= {1, 2, 4, 7}
print(sorted(alias), alias is visited)

settings = {"mode": "fast"}
handle = settings
settings |= {"level": 3}
settings |= [("mode", "safe")]
print(handle)

rows = [[0], [1]]
first = rows[0]
rows[0] += [10, 20]
rows[1] *= 3
print(first, rows)


class Node:
    def __init__(self):
        self.children = []


n = Node()
kids = n.children
n.children += [Node(), Node()]
n.children += (Node() for _ in range(2))
print(len(kids), kids is n.children)

stack = [1, 2]
snapshot = stack
stack = stack + [3]
print(snapshot, stack)
total = 0
for k in range(1, 6):
    total += k * k
label = "x"
label += "y" * 2
print(total, label)
try:
    bad = [1]
    bad += 5
except TypeError as e:
    print("TypeError:", e)
