# The bases a program's `class X(dict)` / `class X(list)` (and set, tuple,
# int, float, str) gets, written for RedDragon's VM (lowered only when a
# class names one of them as a base, or defines __new__): the VM's values
# are not classes, so a subclass wraps one. Every
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
    if isinstance(other, (_dict_base, _list_base, _set_base, _value_base)):
        return other._rd_store()
    return other


class _new_meta:
    # Calling a class that defines __new__ (the lowerer names this metaclass
    # for it): __new__ makes the object, then __init__ runs on it when it is
    # an instance of the class, as type.__call__ does.
    def __call__(cls, *args, **kwargs):
        obj = cls.__new__(cls, *args, **kwargs)
        if isinstance(obj, cls) and hasattr(obj, "__init__"):  # object's own __init__ does nothing
            obj.__init__(*args, **kwargs)
        return obj


class _container:
    # membership, size, iteration and truth of a wrapper, through its storage
    def __contains__(self, x):
        return x in self._rd_store()

    def __len__(self):
        return len(self._rd_store())

    def __iter__(self):
        return iter(self._rd_store())

    def __bool__(self):
        return len(self._rd_store()) > 0


class _dict_base(_container):
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

    def __reversed__(self):
        return reversed(list(self._rd_store()))

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


class _list_base(_container):
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

    def __reversed__(self):
        return reversed(self._rd_store())

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


class _set_base(_container):
    # set's storage exists before __init__ (CPython makes it in __new__);
    # methods other than operators reach it through __getattr__ and return
    # plain sets, as CPython's do for a subclass.
    def __init__(self, iterable=()):
        d = self._rd_store()
        d.clear()
        d.update(_plain(iterable))

    def _rd_store(self):
        d = getattr(self, "_rd_data", None)
        if d is None:
            d = set()
            self._rd_data = d
        return d

    def __getattr__(self, name):
        if name == "_rd_data":
            raise AttributeError(name)
        return getattr(self._rd_store(), name)

    def __and__(self, other):
        return self._rd_store() & _plain(other)

    def __or__(self, other):
        return self._rd_store() | _plain(other)

    def __sub__(self, other):
        return self._rd_store() - _plain(other)

    def __xor__(self, other):
        return self._rd_store() ^ _plain(other)

    def __rand__(self, other):
        return _plain(other) & self._rd_store()

    def __ror__(self, other):
        return _plain(other) | self._rd_store()

    def __rsub__(self, other):
        return _plain(other) - self._rd_store()

    def __rxor__(self, other):
        return _plain(other) ^ self._rd_store()

    def __iand__(self, other):
        self._rd_store().intersection_update(_plain(other))
        return self

    def __ior__(self, other):
        self._rd_store().update(_plain(other))
        return self

    def __isub__(self, other):
        self._rd_store().difference_update(_plain(other))
        return self

    def __ixor__(self, other):
        self._rd_store().symmetric_difference_update(_plain(other))
        return self

    def __eq__(self, other):
        return self._rd_store() == _plain(other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __le__(self, other):
        return self._rd_store() <= _plain(other)

    def __lt__(self, other):
        return self._rd_store() < _plain(other)

    def __ge__(self, other):
        return self._rd_store() >= _plain(other)

    def __gt__(self, other):
        return self._rd_store() > _plain(other)

    def __repr__(self):
        d = self._rd_store()
        return type(self).__name__ + "(" + (repr(d) if d else "") + ")"

    def __str__(self):
        return self.__repr__()


class _value_base(metaclass=_new_meta):
    # An immutable value (tuple, int, float, str) made by __new__:
    # super().__new__(cls, value) in a subclass's own __new__ lands here.
    # Operators give plain values, as CPython's do for a subclass that does
    # not override them; other methods reach the value through __getattr__.
    _rd_kind = None

    def __new__(cls, *args):
        obj = object.__new__(cls)
        obj._rd_data = cls._rd_kind(*args)
        return obj

    def __init__(self, *args, **kwargs):
        pass

    def _rd_store(self):
        return self._rd_data

    def __getattr__(self, name):
        if name == "_rd_data":
            raise AttributeError(name)
        return getattr(self._rd_data, name)

    def __hash__(self):
        return hash(self._rd_data)

    def __eq__(self, other):
        return self._rd_data == _plain(other)

    def __ne__(self, other):
        return self._rd_data != _plain(other)

    def __lt__(self, other):
        return self._rd_data < _plain(other)

    def __le__(self, other):
        return self._rd_data <= _plain(other)

    def __gt__(self, other):
        return self._rd_data > _plain(other)

    def __ge__(self, other):
        return self._rd_data >= _plain(other)

    def __bool__(self):
        return bool(self._rd_data)

    def __add__(self, other):
        return self._rd_data + _plain(other)

    def __radd__(self, other):
        return _plain(other) + self._rd_data

    def __mul__(self, other):
        return self._rd_data * _plain(other)

    def __rmul__(self, other):
        return _plain(other) * self._rd_data

    def __mod__(self, other):
        return self._rd_data % _plain(other)

    def __rmod__(self, other):
        return _plain(other) % self._rd_data

    def __format__(self, spec):
        if not spec:  # CPython: an empty spec is str(self), so a subclass's __str__ shows
            return str(self)
        return format(self._rd_data, spec)

    def __repr__(self):
        return repr(self._rd_data)

    def __str__(self):
        return self.__repr__()


class _sequence_base(_value_base, _container):
    def __getitem__(self, i):
        return self._rd_data[i]


class _tuple_base(_sequence_base):
    _rd_kind = tuple


class _str_base(_sequence_base):
    _rd_kind = str

    def __str__(self):
        return self._rd_data


class _number_base(_value_base):
    def __sub__(self, other):
        return self._rd_data - _plain(other)

    def __rsub__(self, other):
        return _plain(other) - self._rd_data

    def __truediv__(self, other):
        return self._rd_data / _plain(other)

    def __rtruediv__(self, other):
        return _plain(other) / self._rd_data

    def __floordiv__(self, other):
        return self._rd_data // _plain(other)

    def __rfloordiv__(self, other):
        return _plain(other) // self._rd_data

    def __divmod__(self, other):
        return divmod(self._rd_data, _plain(other))

    def __rdivmod__(self, other):
        return divmod(_plain(other), self._rd_data)

    def __pow__(self, other):
        return self._rd_data ** _plain(other)

    def __rpow__(self, other):
        return _plain(other) ** self._rd_data

    def __neg__(self):
        return -self._rd_data

    def __pos__(self):
        return +self._rd_data

    def __abs__(self):
        return abs(self._rd_data)

    def __int__(self):
        return int(self._rd_data)

    def __float__(self):
        return float(self._rd_data)

    def __round__(self, n=None):
        return round(self._rd_data, n)


class _int_base(_number_base):
    _rd_kind = int

    def __index__(self):
        return self._rd_data

    def __and__(self, other):
        return self._rd_data & _plain(other)

    def __or__(self, other):
        return self._rd_data | _plain(other)

    def __xor__(self, other):
        return self._rd_data ^ _plain(other)

    def __lshift__(self, other):
        return self._rd_data << _plain(other)

    def __rshift__(self, other):
        return self._rd_data >> _plain(other)

    def __invert__(self):
        return ~self._rd_data


class _float_base(_number_base):
    _rd_kind = float


__all__ = ["_dict_base", "_list_base", "_set_base", "_tuple_base", "_str_base", "_int_base", "_float_base", "_new_meta"]
