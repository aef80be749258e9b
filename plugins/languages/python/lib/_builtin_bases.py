# The bases a program's `class X(dict)` / `class X(list)` gets, written for
# RedDragon's VM (lowered only when a class names dict or list as a base):
# the VM's dict and list are not classes, so a subclass wraps one. Every
# method reaches the storage through _rd_store(self), which creates it, since
# a subclass's __init__ need not call super().__init__ (CPython's storage
# exists before __init__ runs). isinstance(x, dict) / (x, list) is True for
# these instances (python_builtins.cpp), as in CPython.

_MISSING = object()


def _dstore(self):
    d = getattr(self, "_rd_data", None)
    if d is None:
        d = {}
        self._rd_data = d
    return d


def _lstore(self):
    d = getattr(self, "_rd_data", None)
    if d is None:
        d = []
        self._rd_data = d
    return d


def _plain(other):
    # the builtin value behind another wrapped instance
    if isinstance(other, (_dict_base, _list_base)):
        return other._rd_store()
    return other


class _dict_base:
    def __init__(self, other=(), **kwargs):
        self._rd_store().clear()
        self.update(other, **kwargs)

    def _rd_store(self):
        return _dstore(self)

    def __getitem__(self, key):
        d = self._rd_store()
        if key in d:
            return d[key]
        missing = getattr(self, "__missing__", None)
        if missing is not None:
            return missing(key)
        raise KeyError(key)

    def __setitem__(self, key, value):
        self._rd_store()[key] = value

    def __delitem__(self, key):
        del self._rd_store()[key]

    def __contains__(self, key):
        return key in self._rd_store()

    def __len__(self):
        return len(self._rd_store())

    def __iter__(self):
        return iter(self._rd_store())

    def __reversed__(self):
        return reversed(list(self._rd_store()))

    def __bool__(self):
        return len(self._rd_store()) > 0

    def keys(self):
        return self._rd_store().keys()

    def values(self):
        return self._rd_store().values()

    def items(self):
        return self._rd_store().items()

    def get(self, key, default=None):
        d = self._rd_store()
        return d[key] if key in d else default

    def pop(self, key, default=_MISSING):
        d = self._rd_store()
        if key in d:
            return d.pop(key)
        if default is _MISSING:
            raise KeyError(key)
        return default

    def popitem(self):
        d = self._rd_store()
        if not d:
            raise KeyError("popitem(): dictionary is empty")
        return d.popitem()

    def setdefault(self, key, default=None):
        d = self._rd_store()
        if key not in d:
            self[key] = default
        return d[key]

    def clear(self):
        self._rd_store().clear()

    def copy(self):
        return dict(self._rd_store())

    def update(self, other=(), **kwargs):
        other = _plain(other)
        if hasattr(other, "keys"):
            for k in other.keys():
                self[k] = other[k]
        else:
            for k, v in other:
                self[k] = v
        for k in kwargs:
            self[k] = kwargs[k]

    @classmethod
    def fromkeys(cls, keys, value=None):
        out = cls()
        for k in keys:
            out[k] = value
        return out

    def __or__(self, other):
        out = dict(self._rd_store())
        out.update(_plain(other))
        return out

    def __ior__(self, other):
        self.update(other)
        return self

    def __eq__(self, other):
        return self._rd_store() == _plain(other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __repr__(self):
        return repr(self._rd_store())

    def __str__(self):
        return self.__repr__()


class _list_base:
    def __init__(self, iterable=()):
        d = self._rd_store()
        d.clear()
        d.extend(_plain(iterable))

    def _rd_store(self):
        return _lstore(self)

    def __getitem__(self, i):
        return self._rd_store()[i]

    def __setitem__(self, i, value):
        self._rd_store()[i] = value

    def __delitem__(self, i):
        del self._rd_store()[i]

    def __contains__(self, x):
        return x in self._rd_store()

    def __len__(self):
        return len(self._rd_store())

    def __iter__(self):
        return iter(self._rd_store())

    def __reversed__(self):
        return reversed(self._rd_store())

    def __bool__(self):
        return len(self._rd_store()) > 0

    def append(self, x):
        self._rd_store().append(x)

    def extend(self, iterable):
        self._rd_store().extend(_plain(iterable))

    def insert(self, i, x):
        self._rd_store().insert(i, x)

    def pop(self, i=-1):
        return self._rd_store().pop(i)

    def remove(self, x):
        self._rd_store().remove(x)

    def clear(self):
        self._rd_store().clear()

    def index(self, x, *args):
        return self._rd_store().index(x, *args)

    def count(self, x):
        return self._rd_store().count(x)

    def sort(self, key=None, reverse=False):
        self._rd_store().sort(key=key, reverse=reverse)

    def reverse(self):
        self._rd_store().reverse()

    def copy(self):
        return list(self._rd_store())

    def __add__(self, other):
        return self._rd_store() + list(_plain(other))

    def __radd__(self, other):
        return list(_plain(other)) + self._rd_store()

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return self._rd_store() * n

    __rmul__ = __mul__

    def __eq__(self, other):
        return self._rd_store() == _plain(other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._rd_store() < _plain(other)

    def __le__(self, other):
        return self._rd_store() <= _plain(other)

    def __gt__(self, other):
        return self._rd_store() > _plain(other)

    def __ge__(self, other):
        return self._rd_store() >= _plain(other)

    def __repr__(self):
        return repr(self._rd_store())

    def __str__(self):
        return self.__repr__()


__all__ = ["_dict_base", "_list_base"]
