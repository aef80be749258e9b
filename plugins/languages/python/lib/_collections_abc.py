# collections.abc, written for RedDragon's VM (lowered with the programs
# that import it; `import collections.abc` / `from collections.abc import`
# read this module). The ABCs carry CPython 3.11's mixin methods, so a class
# defining the abstract ones gets the rest (Sequence: index, count,
# __contains__, __iter__, __reversed__; MutableMapping: pop, popitem,
# setdefault, update, clear, get, keys/items/values views, ==; ...).
# isinstance() of a built-in value against an ABC follows the type names in
# __rd_abc_types__, and of an instance of an unrelated class the methods in
# __rd_abc_needs__ (CPython's __subclasshook__ for the one-method ABCs);
# register() is not modelled.
from abc import ABC, abstractmethod

_SEQ = "list tuple str range bytes bytearray"
_SIZED = _SEQ + " dict set frozenset dict_keys dict_values dict_items"


class Hashable(ABC):
    __rd_abc_types__ = "int float bool complex str bytes tuple frozenset NoneType range type function generator builtin_function_or_method"
    __rd_abc_needs__ = "__hash__"

    @abstractmethod
    def __hash__(self):
        return 0


class Awaitable(ABC):
    __rd_abc_types__ = "coroutine"
    __rd_abc_needs__ = "__await__"

    @abstractmethod
    def __await__(self):
        yield


class Coroutine(Awaitable):
    __rd_abc_types__ = "coroutine"
    __rd_abc_needs__ = ""


class AsyncIterable(ABC):
    __rd_abc_types__ = ""
    __rd_abc_needs__ = "__aiter__"

    @abstractmethod
    def __aiter__(self):
        return self


class AsyncIterator(AsyncIterable):
    __rd_abc_types__ = ""
    __rd_abc_needs__ = "__aiter__ __anext__"

    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self


class Iterable(ABC):
    __rd_abc_types__ = _SIZED + " generator iterator"
    __rd_abc_needs__ = "__iter__"

    @abstractmethod
    def __iter__(self):
        while False:
            yield None


class Iterator(Iterable):
    __rd_abc_types__ = "generator iterator"
    __rd_abc_needs__ = "__iter__ __next__"

    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self


class Reversible(Iterable):
    __rd_abc_types__ = "list tuple str range bytes bytearray dict dict_keys dict_values dict_items"
    __rd_abc_needs__ = "__reversed__ __iter__"

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None


class Generator(Iterator):
    __rd_abc_types__ = "generator"
    __rd_abc_needs__ = "__iter__ __next__ send throw close"

    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise typ if val is None else val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")


class Sized(ABC):
    __rd_abc_types__ = _SIZED
    __rd_abc_needs__ = "__len__"

    @abstractmethod
    def __len__(self):
        return 0


class Container(ABC):
    __rd_abc_types__ = _SIZED
    __rd_abc_needs__ = "__contains__"

    @abstractmethod
    def __contains__(self, x):
        return False


class Collection(Sized, Iterable, Container):
    __rd_abc_types__ = _SIZED
    __rd_abc_needs__ = "__len__ __iter__ __contains__"


class Callable(ABC):
    __rd_abc_types__ = "function builtin_function_or_method method type"
    __rd_abc_needs__ = "__call__"

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False


class Set(Collection):
    __rd_abc_types__ = "set frozenset dict_keys dict_items"
    __rd_abc_needs__ = ""

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        return self._from_iterable([value for value in other if value in self])

    __rand__ = __and__

    def isdisjoint(self, other):
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        return self._from_iterable([e for s in (self, other) for e in s])

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            other = self._from_iterable(other)
        return self._from_iterable([value for value in self if value not in other])

    def __rsub__(self, other):
        if not isinstance(other, Set):
            other = self._from_iterable(other)
        return self._from_iterable([value for value in other if value not in self])

    def __xor__(self, other):
        if not isinstance(other, Set):
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__


class MutableSet(Set):
    __rd_abc_types__ = "set"

    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in list(self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


class Mapping(Collection):
    __rd_abc_types__ = "dict"
    __rd_abc_needs__ = ""

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r


_MARKER = object()


class MutableMapping(Mapping):
    __rd_abc_types__ = "dict"

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_MARKER):
        try:
            value = self[key]
        except KeyError:
            if default is _MARKER:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), **kwds):
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


class MappingView(Sized):
    __rd_abc_types__ = "dict_keys dict_values dict_items"

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return type(self).__name__ + "(" + repr(self._mapping) + ")"


class KeysView(MappingView, Set):
    __rd_abc_types__ = "dict_keys"

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


class ItemsView(MappingView, Set):
    __rd_abc_types__ = "dict_items"

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


class ValuesView(MappingView, Collection):
    __rd_abc_types__ = "dict_values"

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


class Sequence(Reversible, Collection):
    __rd_abc_types__ = _SEQ
    __rd_abc_needs__ = ""

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        return sum(1 for v in self if v is value or v == value)


class MutableSequence(Sequence):
    __rd_abc_types__ = "list bytearray"

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


class ByteString(Sequence):
    __rd_abc_types__ = "bytes bytearray"


__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "Hashable", "Iterable", "Iterator",
           "Reversible", "Generator", "Sized", "Container", "Callable", "Collection", "Set", "MutableSet",
           "Mapping", "MutableMapping", "MappingView", "KeysView", "ItemsView", "ValuesView", "Sequence",
           "MutableSequence", "ByteString"]
