# features: class_definition, dunder_methods, operator_overloading, property_descriptor, recursion, yield, exception_hierarchy
# A persistent cons list whose dunders recurse down the whole list: each
# operation below runs hundreds of nested Python frames from inside an
# indexing, comparison, membership or attribute operation.


class Cons:
    __slots__ = ("head", "tail")

    def __init__(self, head, tail=None):
        self.head = head
        self.tail = tail

    def __getitem__(self, i):
        if i == 0:
            return self.head
        if self.tail is None:
            raise IndexError("cons index out of range")
        return self.tail[i - 1]

    def __iter__(self):
        node = self
        while node is not None:
            yield node.head
            node = node.tail

    def __len__(self):
        return 1 + (len(self.tail) if self.tail is not None else 0)

    def __contains__(self, x):
        return self.head == x or (self.tail is not None and x in self.tail)

    def __eq__(self, other):
        if not isinstance(other, Cons) or self.head != other.head:
            return False
        if self.tail is None or other.tail is None:
            return self.tail is other.tail
        return self.tail == other.tail

    def __add__(self, other):
        return Cons(self.head, other if self.tail is None else self.tail + other)

    def __neg__(self):
        return Cons(-self.head, None if self.tail is None else -self.tail)

    def __lt__(self, other):
        # plain recursion (no dunder) under a comparison
        return count(self) < count(other)

    @property
    def size(self):
        return count(self)

    @property
    def last(self):
        return self.head if self.tail is None else self.tail.last

    def __repr__(self):
        items = [repr(x) for x in self]
        if len(items) > 6:
            items = items[:3] + ["..."] + items[-2:]
        return "Cons(" + ", ".join(items) + ")"


def count(node):
    return 0 if node is None else 1 + count(node.tail)


def from_range(n, start=0):
    lst = None
    for v in range(start + n - 1, start - 1, -1):
        lst = Cons(v, lst)
    return lst


a = from_range(300)
b = from_range(300)
print(len(a), a[0], a[299], a.last)
print(299 in a, 300 in a, a == b)
c = a + from_range(60, 300)
print(len(c), c[350], c.last, c)
n = -c
print(n[359], n.last, -n == c)
try:
    a[300]
except IndexError as e:
    print("IndexError:", e)
totals = [a[i] + n[i] for i in range(0, 300, 57)]
print(totals, sum(x for x in a if x % 7 == 0))
long, longer = from_range(900), from_range(901)
print(long.size, longer[count(a) - 50], long < longer, longer < long, sorted([longer, a, long, c], key=count)[0] is a)
