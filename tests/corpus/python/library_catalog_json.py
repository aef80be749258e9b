# features: stdlib_dataclasses, stdlib_json, stdlib_collections, custom_exception, dictionary_comprehension
from dataclasses import dataclass, field
from collections import defaultdict
import json


@dataclass
class Book:
    isbn: str
    title: str
    author: str
    year: int
    tags: list = field(default_factory=list)
    copies: int = 1


class Catalog:
    def __init__(self):
        self.books = {}
        self.loans = defaultdict(list)

    def add(self, book):
        if book.isbn in self.books:
            self.books[book.isbn].copies += book.copies
        else:
            self.books[book.isbn] = book

    def lend(self, isbn, member):
        book = self.books.get(isbn)
        if book is None:
            raise LookupError(f"no such book: {isbn}")
        out = sum(1 for loans in self.loans.values() if isbn in loans)
        if out >= book.copies:
            return False
        self.loans[member].append(isbn)
        return True

    def by_author(self):
        groups = defaultdict(list)
        for b in self.books.values():
            groups[b.author.split()[-1]].append(b.title)
        return {k: sorted(v) for k, v in sorted(groups.items())}


cat = Catalog()
cat.add(Book("111", "Dune", "Frank Herbert", 1965, ["sf"]))
cat.add(Book("222", "Emma", "Jane Austen", 1815, ["classic", "romance"]))
cat.add(Book("333", "Persuasion", "Jane Austen", 1817))
cat.add(Book("111", "Dune", "Frank Herbert", 1965, copies=2))
print(cat.books["111"])
for member, isbn in [("m1", "111"), ("m2", "111"), ("m3", "111"), ("m4", "111"), ("m1", "222")]:
    print(member, isbn, cat.lend(isbn, member))
try:
    cat.lend("999", "m1")
except LookupError as e:
    print("LookupError:", e)
print(json.dumps(cat.by_author(), indent=2))
print(json.dumps({m: l for m, l in cat.loans.items()}, sort_keys=True))
oldest = min(cat.books.values(), key=lambda b: b.year)
print(f"oldest: {oldest.title!r} ({oldest.year}), decades: {sorted({b.year // 10 * 10 for b in cat.books.values()})}")
