# features: stdlib_collections, inheritance, dunder_methods, class_definition, builtins
"""A settings registry built on collections.abc: the ABCs supply the mixin methods."""
import collections
import collections.abc
from collections.abc import (Mapping, MutableMapping, Sequence, MutableSequence, Set, MutableSet,
                             Iterable, Iterator, Reversible, Sized, Container, Collection, Callable,
                             Hashable, Generator, KeysView, ItemsView, ValuesView, MappingView,
                             Awaitable, Coroutine, AsyncIterable, AsyncIterator, ByteString)


class Settings(MutableMapping):
    """Keys are case-insensitive; the first spelling is kept for display."""

    def __init__(self, *args, **kwargs):
        self._data = {}
        self.update(*args, **kwargs)

    def __getitem__(self, key):
        return self._data[key.lower()][1]

    def __setitem__(self, key, value):
        old = self._data.get(key.lower())
        self._data[key.lower()] = (old[0] if old else key, value)

    def __delitem__(self, key):
        del self._data[key.lower()]

    def __iter__(self):
        return (shown for shown, _ in self._data.values())

    def __len__(self):
        return len(self._data)

    def __repr__(self):
        return f"Settings({dict(self.items())})"


class ReadOnlyView(Mapping):
    def __init__(self, source):
        self._source = source

    def __getitem__(self, key):
        return self._source[key]

    def __iter__(self):
        return iter(self._source)

    def __len__(self):
        return len(self._source)


class History(MutableSequence):
    def __init__(self, limit):
        self.limit = limit
        self._items = []

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, v):
        self._items[i] = v

    def __delitem__(self, i):
        del self._items[i]

    def __len__(self):
        return len(self._items)

    def insert(self, i, v):
        self._items.insert(i, v)
        if len(self._items) > self.limit:
            del self._items[0]

    def __repr__(self):
        return f"History({self._items})"


class TagSet(MutableSet):
    def __init__(self, tags=()):
        self._tags = []
        for t in tags:
            self.add(t)

    def __contains__(self, t):
        return t.lower() in self._tags

    def __iter__(self):
        return iter(self._tags)

    def __len__(self):
        return len(self._tags)

    def add(self, t):
        if t.lower() not in self._tags:
            self._tags.append(t.lower())

    def discard(self, t):
        if t.lower() in self._tags:
            self._tags.remove(t.lower())

    def __repr__(self):
        return f"TagSet({self._tags})"


s = Settings({"Theme": "dark"}, FontSize=12)
s["THEME"] = "light"
s.setdefault("Lang", "en")
s.setdefault("lang", "fr")
print(s, len(s), "theme" in s, s.get("missing", "-"), s.pop("fontsize"), s.pop("nope", None))
print(list(s.keys()), list(s.values()), list(s.items()), ("Lang", "en") in s.items(), "en" in s.values())
print(s == {"Theme": "light", "Lang": "en"}, s != {}, sorted(s.keys() | {"extra"}), s.keys() & {"Lang"})
print(type(s.keys()).__name__, isinstance(s.items(), ItemsView), isinstance(s.values(), ValuesView), isinstance(s.keys(), MappingView))
print(s.popitem(), s, repr(s.keys()).startswith("KeysView("), isinstance(s.keys(), KeysView))
s.clear()
print(len(s), bool(s))

view = ReadOnlyView({"a": 1, "b": 2})
print(view["a"], view.get("c", 0), list(view.items()), view == {"b": 2, "a": 1}, isinstance(view, MutableMapping))
try:
    view["a"] = 5
except TypeError as e:
    print("TypeError:", e)

h = History(limit=4)
for cmd in ["ls", "cd /", "pwd", "ls", "echo hi"]:
    h.append(cmd)
h.extend(["date"])
print(h, h.count("ls"), h.index("pwd"), "ls" in h, list(reversed(h)), h.pop(), h.pop(0))
h.reverse()
h.remove("ls")
print(h, len(h))
try:
    h.index("vim")
except ValueError as e:
    print("ValueError", repr(e))

tags = TagSet(["Python", "VM", "python"])
print(tags, "PYTHON" in tags, tags | TagSet(["ir"]), tags & TagSet(["vm", "x"]), tags - TagSet(["vm"]))
print(tags <= TagSet(["python", "vm", "go"]), tags == TagSet(["vm", "python"]), tags.isdisjoint(["c"]))
tags |= ["Go"]
tags -= ["python"]
print(tags, tags.pop(), tags)
try:
    tags.remove("rust")
except KeyError as e:
    print("KeyError", e)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1

    def __len__(self):
        return self.n


class Ticker:
    def __aiter__(self):
        return self

    async def __anext__(self):
        raise StopAsyncIteration


values = [[], "txt", 7, {}, {1}, (x for x in ()), Countdown(2), len, Ticker(), b"raw"]
for abc in (Iterable, Iterator, Sized, Container, Collection, Reversible, Sequence, Set, Mapping, Callable, Hashable, Generator):
    print(f"{abc.__name__:<11}", "".join("+" if isinstance(v, abc) else "." for v in values))
print(isinstance(Ticker(), AsyncIterable), isinstance(Ticker(), AsyncIterator), isinstance(3, Awaitable), isinstance(3, Coroutine))
print(isinstance(b"raw", ByteString), isinstance([], collections.abc.MutableSequence), isinstance((), MutableSequence))
print(issubclass(History, Sequence), issubclass(Settings, Mapping), issubclass(TagSet, Set), list(Countdown(3)))
print(collections.Counter("abca").most_common(1), collections.abc.Sized is Sized)


class NoLength(Sequence):
    def __getitem__(self, i):
        return i


class NoIter(Mapping):
    pass


for broken in (NoLength, NoIter):
    try:
        broken()
    except TypeError as e:
        print("TypeError:", e)
