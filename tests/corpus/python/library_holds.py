# features: stdlib_dataclasses, stdlib_collections, stdlib_heapq_bisect_string, stdlib_itertools_functools, lambda, f_string, dictionary_comprehension
"""Library hold queue with per-branch stock, priorities and overdue fines."""
from collections import OrderedDict, deque, namedtuple
from dataclasses import dataclass, field
import heapq
import itertools

Book = namedtuple("Book", "isbn title author year")

CATALOG = [
    Book("978-0", "Dune", "Herbert", 1965),
    Book("978-1", "Neuromancer", "Gibson", 1984),
    Book("978-2", "Foundation", "Asimov", 1951),
    Book("978-3", "Hyperion", "Simmons", 1989),
]


@dataclass(order=True)
class Hold:
    priority: int
    seq: int
    patron: str = field(compare=False)
    isbn: str = field(compare=False)


class Library:
    def __init__(self):
        self.books = OrderedDict((b.isbn, b) for b in CATALOG)
        self.copies = {"978-0": 1, "978-1": 2, "978-2": 0, "978-3": 1}
        self.holds = {}
        self.loans = deque()
        self._seq = itertools.count()

    def request(self, patron, isbn, vip=False):
        if self.copies[isbn] > 0:
            self.copies[isbn] -= 1
            self.loans.append((patron, isbn))
            return f"{patron} borrows {self.books[isbn].title}"
        heap = self.holds.setdefault(isbn, [])
        heapq.heappush(heap, Hold(0 if vip else 1, next(self._seq), patron, isbn))
        return f"{patron} waits for {self.books[isbn].title} (position {len(heap)})"

    def give_back(self, patron, isbn):
        self.loans.remove((patron, isbn))
        heap = self.holds.get(isbn)
        if heap:
            nxt = heapq.heappop(heap)
            self.loans.append((nxt.patron, isbn))
            return f"{self.books[isbn].title} passes to {nxt.patron}"
        self.copies[isbn] += 1
        return f"{self.books[isbn].title} back on shelf"


def fine(days_late, rate=0.25, cap=5.0):
    return min(max(days_late, 0) * rate, cap)


lib = Library()
events = [
    ("req", "ann", "978-0", False), ("req", "bob", "978-0", False), ("req", "cy", "978-0", True),
    ("req", "dee", "978-2", False), ("ret", "ann", "978-0"), ("req", "eve", "978-1", False),
    ("ret", "cy", "978-0"), ("ret", "eve", "978-1"), ("ret", "bob", "978-0"),
]
for ev in events:
    if ev[0] == "req":
        print(lib.request(*ev[1:]))
    else:
        print(lib.give_back(*ev[1:]))
print("loans:", list(lib.loans))
print("copies:", lib.copies)
print("waiting:", {k: [h.patron for h in sorted(v)] for k, v in lib.holds.items() if v})
for days in (-2, 0, 3, 19, 40):
    print(f"{days:>3} days late -> ${fine(days):.2f}")
by_decade = itertools.groupby(sorted(CATALOG, key=lambda b: b.year), key=lambda b: b.year // 10 * 10)
for decade, books in by_decade:
    print(f"{decade}s:", ", ".join(b.title for b in books))
lib.books.move_to_end("978-0")
print(list(lib.books)[:2], lib.books.popitem(last=False)[1].title)
print(CATALOG[0]._replace(year=2021), Book._make(["x", "y", "z", 1]).author)
