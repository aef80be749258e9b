# collections, written for RedDragon's VM (python_lowerer.cpp lowers it with
# the programs that import it). Behaviour and reprs follow CPython 3.11; the
# containers wrap a dict or list instead of subclassing one, so
# isinstance(Counter(), dict) is False here.

_MISSING = object()


def _type_repr(t):
    if t is None:
        return "None"
    name = getattr(t, "__name__", None)
    if name in ("int", "str", "list", "dict", "set", "float", "tuple", "bool", "frozenset"):
        return "<class '" + name + "'>"
    return repr(t)


class _DictLike:
    # The mapping protocol over self._d; subclasses set the repr.
    def __init__(self):
        self._d = {}

    def __getitem__(self, key):
        return self._d[key]

    def __setitem__(self, key, value):
        self._d[key] = value

    def __delitem__(self, key):
        del self._d[key]

    def __contains__(self, key):
        return key in self._d

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)

    def __bool__(self):
        return len(self._d) > 0

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, key, default=None):
        if key in self._d:
            return self._d[key]
        return default

    def pop(self, key, default=_MISSING):
        if key in self._d:
            return self._d.pop(key)
        if default is _MISSING:
            raise KeyError(key)
        return default

    def popitem(self):
        if not self._d:
            raise KeyError("popitem(): dictionary is empty")
        key = list(self._d.keys())[-1]
        return (key, self._d.pop(key))

    def setdefault(self, key, default=None):
        if key not in self._d:
            self._d[key] = default
        return self._d[key]

    def clear(self):
        self._d.clear()

    def update(self, other=(), **kwargs):
        if hasattr(other, "keys"):
            for k in other.keys():
                self[k] = other[k]
        else:
            for k, v in other:
                self[k] = v
        for k in kwargs:
            self[k] = kwargs[k]

    def __eq__(self, other):
        if isinstance(other, _DictLike):
            return self._d == other._d
        if isinstance(other, dict):
            return self._d == other
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __str__(self):
        return self.__repr__()


class defaultdict(_DictLike):
    def __init__(self, default_factory=None, *args, **kwargs):
        self._d = {}
        self.default_factory = default_factory
        if args:
            self.update(args[0])
        for k in kwargs:
            self._d[k] = kwargs[k]

    def __getitem__(self, key):
        if key in self._d:
            return self._d[key]
        return self.__missing__(key)

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self._d[key] = value
        return value

    def copy(self):
        return defaultdict(self.default_factory, self._d)

    def __repr__(self):
        return "defaultdict(" + _type_repr(self.default_factory) + ", " + repr(self._d) + ")"


class OrderedDict(_DictLike):
    def __init__(self, other=(), **kwargs):
        self._d = {}
        self.update(other, **kwargs)

    def move_to_end(self, key, last=True):
        value = self._d.pop(key)
        if last:
            self._d[key] = value
        else:
            rest = self._d
            self._d = {key: value}
            for k in rest:
                self._d[k] = rest[k]

    def popitem(self, last=True):
        if not self._d:
            raise KeyError("dictionary is empty")
        keys = list(self._d.keys())
        key = keys[-1] if last else keys[0]
        return (key, self._d.pop(key))

    def copy(self):
        return OrderedDict(self._d)

    def __repr__(self):
        if not self._d:
            return "OrderedDict()"
        return "OrderedDict(" + repr(list(self._d.items())) + ")"


class Counter(_DictLike):
    def __init__(self, iterable=None, **kwargs):
        self._d = {}
        self.update(iterable, **kwargs)

    def __getitem__(self, key):
        if key in self._d:
            return self._d[key]
        return 0

    def __missing__(self, key):
        return 0

    def update(self, iterable=None, **kwargs):
        if iterable is not None:
            if hasattr(iterable, "keys"):
                for k in iterable.keys():
                    self._d[k] = self._d.get(k, 0) + iterable[k]
            else:
                for k in iterable:
                    self._d[k] = self._d.get(k, 0) + 1
        for k in kwargs:
            self._d[k] = self._d.get(k, 0) + kwargs[k]

    def subtract(self, iterable=None, **kwargs):
        if iterable is not None:
            if hasattr(iterable, "keys"):
                for k in iterable.keys():
                    self._d[k] = self._d.get(k, 0) - iterable[k]
            else:
                for k in iterable:
                    self._d[k] = self._d.get(k, 0) - 1
        for k in kwargs:
            self._d[k] = self._d.get(k, 0) - kwargs[k]

    def most_common(self, n=None):
        items = sorted(self._d.items(), key=lambda kv: kv[1], reverse=True)
        if n is None:
            return items
        return items[:n]

    def elements(self):
        out = []
        for k in self._d:
            for _ in range(self._d[k]):
                out.append(k)
        return iter(out)

    def total(self):
        return sum(self._d.values())

    def copy(self):
        return Counter(self._d)

    def __add__(self, other):
        result = Counter()
        for k in self._d:
            v = self._d[k] + other[k]
            if v > 0:
                result._d[k] = v
        for k in other._d:
            if k not in self._d and other._d[k] > 0:
                result._d[k] = other._d[k]
        return result

    def __sub__(self, other):
        result = Counter()
        for k in self._d:
            v = self._d[k] - other[k]
            if v > 0:
                result._d[k] = v
        for k in other._d:
            if k not in self._d and other._d[k] < 0:
                result._d[k] = 0 - other._d[k]
        return result

    def __or__(self, other):
        result = Counter()
        for k in self._d:
            v = max(self._d[k], other[k])
            if v > 0:
                result._d[k] = v
        for k in other._d:
            if k not in self._d and other._d[k] > 0:
                result._d[k] = other._d[k]
        return result

    def __pos__(self):  # the positive counts
        result = Counter()
        for k in self._d:
            if self._d[k] > 0:
                result._d[k] = self._d[k]
        return result

    def __neg__(self):  # the negative counts, negated
        result = Counter()
        for k in self._d:
            if self._d[k] < 0:
                result._d[k] = 0 - self._d[k]
        return result

    def __and__(self, other):
        result = Counter()
        for k in self._d:
            v = min(self._d[k], other[k])
            if v > 0:
                result._d[k] = v
        return result

    def __repr__(self):
        if not self._d:
            return "Counter()"
        parts = []
        for k, v in self.most_common():
            parts.append(repr(k) + ": " + repr(v))
        return "Counter({" + ", ".join(parts) + "})"


class deque:
    def __init__(self, iterable=(), maxlen=None):
        self._items = []
        self.maxlen = maxlen
        for x in iterable:
            self.append(x)

    def append(self, x):
        self._items.append(x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            self._items.pop(0)

    def appendleft(self, x):
        self._items.insert(0, x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            self._items.pop()

    def pop(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop()

    def popleft(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop(0)

    def extend(self, iterable):
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        for x in iterable:
            self.appendleft(x)

    def rotate(self, n=1):
        size = len(self._items)
        if size == 0:
            return
        n = n % size
        if n:
            self._items = self._items[size - n:] + self._items[:size - n]

    def clear(self):
        self._items = []

    def count(self, x):
        return self._items.count(x)

    def index(self, x, *args):
        return self._items.index(x, *args)

    def insert(self, i, x):
        self._items.insert(i, x)

    def remove(self, x):
        self._items.remove(x)

    def reverse(self):
        self._items.reverse()

    def copy(self):
        return deque(self._items, self.maxlen)

    def __len__(self):
        return len(self._items)

    def __bool__(self):
        return len(self._items) > 0

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, x):
        return x in self._items

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, x):
        self._items[i] = x

    def __delitem__(self, i):
        del self._items[i]

    def __eq__(self, other):
        return isinstance(other, deque) and self._items == other._items

    def __repr__(self):
        if self.maxlen is None:
            return "deque(" + repr(self._items) + ")"
        return "deque(" + repr(self._items) + ", maxlen=" + str(self.maxlen) + ")"

    def __str__(self):
        return self.__repr__()


def namedtuple(typename, field_names, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = tuple(field_names)
    defaults = tuple(defaults) if defaults is not None else ()

    class _Tuple:
        __rd_mixin__ = tuple  # isinstance(p, tuple), as CPython's
        _fields = fields
        _field_defaults = dict(zip(fields[len(fields) - len(defaults):], defaults))

        def __init__(self, *args, **kwargs):
            values = list(args)
            if len(values) > len(fields):
                raise TypeError(typename + "() takes " + str(len(fields) + 1) + " positional arguments but " +
                                str(len(values) + 1) + " were given")
            for name in fields[len(values):]:
                if name in kwargs:
                    values.append(kwargs[name])
                elif name in self._field_defaults:
                    values.append(self._field_defaults[name])
                else:
                    raise TypeError(typename + "() missing 1 required positional argument: '" + name + "'")
            self._values = tuple(values)
            for i in range(len(fields)):
                setattr(self, fields[i], values[i])

        def __getitem__(self, i):
            return self._values[i]

        def __len__(self):
            return len(self._values)

        def __iter__(self):
            return iter(self._values)

        def __contains__(self, x):
            return x in self._values

        def __eq__(self, other):
            if hasattr(other, "_values"):
                return self._values == other._values
            return self._values == other

        def __ne__(self, other):
            return not self.__eq__(other)

        def __lt__(self, other):
            return self._values < (other._values if hasattr(other, "_values") else other)

        def __le__(self, other):
            return self._values <= (other._values if hasattr(other, "_values") else other)

        def __gt__(self, other):
            return self._values > (other._values if hasattr(other, "_values") else other)

        def __ge__(self, other):
            return self._values >= (other._values if hasattr(other, "_values") else other)

        def __hash__(self):
            return hash(self._values)

        def __add__(self, other):
            return self._values + tuple(other)

        def __radd__(self, other):
            return tuple(other) + self._values

        def __mul__(self, n):
            return self._values * n

        def count(self, x):
            return self._values.count(x)

        def index(self, x):
            return self._values.index(x)

        def _asdict(self):
            return dict(zip(fields, self._values))

        def _replace(self, **kwargs):
            values = []
            for name in fields:
                values.append(kwargs[name] if name in kwargs else getattr(self, name))
            return type(self)(*values)  # a subclass's _replace keeps the subclass

        @classmethod
        def _make(cls, iterable):
            return cls(*iterable)

        def __repr__(self):
            parts = []
            for i in range(len(fields)):
                parts.append(fields[i] + "=" + repr(self._values[i]))
            return type(self).__name__ + "(" + ", ".join(parts) + ")"

        def __str__(self):
            return self.__repr__()

    _Tuple.__name__ = typename
    return _Tuple


class ChainMap:
    """CPython's ChainMap: lookups search maps in order, writes and deletes
    go to maps[0]. keys()/values()/items() are lists, not views."""

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for m in self.maps:
            if key in m:
                return m[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(self.keys())

    def keys(self):
        # first-seen order of the last map first, as CPython's __iter__
        seen = {}
        for m in reversed(self.maps):
            for k in m:
                seen[k] = True
        return list(seen)

    def __iter__(self):
        return iter(self.keys())

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def items(self):
        return [(k, self[k]) for k in self.keys()]

    def values(self):
        return [self[k] for k in self.keys()]

    def __eq__(self, other):
        if not hasattr(other, "keys"):
            return NotImplemented
        return dict(self.items()) == dict((k, other[k]) for k in other.keys())

    def __repr__(self):
        return f"{type(self).__name__}({', '.join(map(repr, self.maps))})"

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.") from None

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other=(), **kwargs):
        self.maps[0].update(other, **kwargs)

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not hasattr(other, "keys"):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m

    def __ror__(self, other):
        if not hasattr(other, "keys"):
            return NotImplemented
        m = dict(other)
        for child in reversed(self.maps):
            m.update(child)
        return type(self)(m)


__all__ = ["Counter", "defaultdict", "OrderedDict", "deque", "namedtuple", "ChainMap"]
