# typing, written for RedDragon's VM (lowered with the programs that import
# it). Type hints have no run-time effect; what programs use at run time is
# modelled: cast, TypeVar, Generic and Protocol bases, NamedTuple and
# TypedDict classes, overload/final/no_type_check decorators.


from _typeforms import GenericAlias, UnionType, _UnionEq, _type_repr, _members, _dedup, _NoneType

# the built-in type a capitalised alias stands for (typing.List[int] -> list)
_ORIGINS = {"List": list, "Dict": dict, "Set": set, "FrozenSet": frozenset, "Tuple": tuple, "Type": type}


class _Form:
    __rd_typeform__ = True

    def __init__(self, name):
        self._name = name

    def __getitem__(self, params):
        if self._name == "Optional":
            return Union[params, None]
        if self._name == "Union":
            parts = []
            for p in (params if isinstance(params, tuple) else (params,)):
                parts += _members(p)
            parts = _dedup(parts)
            return parts[0] if len(parts) == 1 else _UnionAlias(tuple(parts))
        return _Alias(self, params)

    def __call__(self, *args, **kwargs):
        raise TypeError("Cannot instantiate typing." + self._name)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        return "typing." + self._name


class _Alias:
    # typing.List[int], typing.Dict[str, int], typing.Literal['a']...
    __rd_typeform__ = True
    __rd_generic__ = True

    def __init__(self, form, params):
        self._form = form
        self._name = form._name
        self.__origin__ = _ORIGINS.get(form._name, form)
        self.__args__ = params if isinstance(params, tuple) else (params,)
        self.__parameters__ = ()

    def __repr__(self):
        inner = ", ".join([_type_repr(a) for a in self.__args__]) if self.__args__ else "()"
        return "typing." + self._name + "[" + inner + "]"

    def __call__(self, *args, **kwargs):
        if self._name in _ORIGINS:
            raise TypeError("Type " + self._name + " cannot be instantiated; use " + self._name.lower() + "() instead")
        raise TypeError("Cannot instantiate typing." + self._name)

    def __getitem__(self, params):
        return _Alias(self._form, params)

    def __eq__(self, other):
        if not isinstance(other, _Alias):
            return NotImplemented
        return self._name == other._name and self.__args__ == other.__args__

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(repr(self))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _UnionAlias(_UnionEq):
    # typing.Union[int, str] / typing.Optional[int]: isinstance takes it as its members
    __rd_typeform__ = True
    __rd_union__ = True

    def __init__(self, args):
        self.__origin__ = Union
        self.__args__ = args
        self.__parameters__ = ()

    def __repr__(self):
        a = self.__args__
        if len(a) == 2 and _NoneType in a:
            return "typing.Optional[" + _type_repr(a[0] if a[1] is _NoneType else a[1]) + "]"
        return "typing.Union[" + ", ".join([_type_repr(x) for x in a]) + "]"

    def __call__(self, *args, **kwargs):
        raise TypeError("Cannot instantiate typing.Union")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def get_origin(tp):
    if isinstance(tp, (GenericAlias, _Alias, _UnionAlias)):
        return tp.__origin__
    if isinstance(tp, UnionType):
        return UnionType
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    if isinstance(tp, (GenericAlias, _Alias, _UnionAlias, UnionType)):
        return tp.__args__
    return ()


Any = _Form("Any")
Union = _Form("Union")
Optional = _Form("Optional")
List = _Form("List")
Dict = _Form("Dict")
Set = _Form("Set")
FrozenSet = _Form("FrozenSet")
Tuple = _Form("Tuple")
Type = _Form("Type")
Callable = _Form("Callable")
Iterable = _Form("Iterable")
Iterator = _Form("Iterator")
Generator = _Form("Generator")
Sequence = _Form("Sequence")
MutableSequence = _Form("MutableSequence")
Mapping = _Form("Mapping")
MutableMapping = _Form("MutableMapping")
Collection = _Form("Collection")
Container = _Form("Container")
Hashable = _Form("Hashable")
Sized = _Form("Sized")
Awaitable = _Form("Awaitable")
Coroutine = _Form("Coroutine")
AsyncIterator = _Form("AsyncIterator")
AsyncIterable = _Form("AsyncIterable")
AsyncGenerator = _Form("AsyncGenerator")
DefaultDict = _Form("DefaultDict")
Deque = _Form("Deque")
Counter = _Form("Counter")
OrderedDict = _Form("OrderedDict")
ChainMap = _Form("ChainMap")
Literal = _Form("Literal")
Final = _Form("Final")
ClassVar = _Form("ClassVar")
Annotated = _Form("Annotated")
NoReturn = _Form("NoReturn")
Never = _Form("Never")
Self = _Form("Self")
LiteralString = _Form("LiteralString")
TypeAlias = _Form("TypeAlias")
TypeGuard = _Form("TypeGuard")
Text = str
AnyStr = _Form("AnyStr")
TYPE_CHECKING = False


class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self._name = name

    def __repr__(self):
        return "~" + self._name


class ParamSpec(TypeVar):
    pass


class Generic:
    pass


class Protocol:
    pass


def cast(typ, val):
    return val


def overload(func):
    return func


def final(f):
    return f


def no_type_check(f):
    return f


def runtime_checkable(cls):
    return cls


def get_type_hints(obj):
    return dict(getattr(obj, "__annotations__", {}))


def NewType(name, tp):
    def new_type(x):
        return x
    return new_type


class NamedTuple:
    # class P(NamedTuple): x: int; y: int = 0 -> a tuple-like class
    __rd_mixin__ = tuple  # isinstance(p, tuple), as CPython's
    def __init_subclass__(cls):
        names = list(cls.__annotations__.keys()) if __py_own_attr(cls, "__annotations__") else []
        defaults = {}
        for n in names:
            if __py_own_attr(cls, n):
                defaults[n] = getattr(cls, n)
        cls._fields = tuple(names)
        cls._field_defaults = defaults

        def __init__(self, *args, **kwargs):
            values = list(args)
            if len(values) > len(names):
                raise TypeError(cls.__name__ + ".__new__() takes " + str(len(names) + 1) +
                                " positional arguments but " + str(len(values) + 1) + " were given")
            for n in names[len(values):]:
                if n in kwargs:
                    values.append(kwargs[n])
                elif n in defaults:
                    values.append(defaults[n])
                else:
                    raise TypeError(cls.__name__ + ".__new__() missing 1 required positional argument: '" + n + "'")
            self._values = tuple(values)
            for i in range(len(names)):
                setattr(self, names[i], values[i])

        def __repr__(self):
            return type(self).__name__ + "(" + ", ".join(
                names[i] + "=" + repr(self._values[i]) for i in range(len(names))) + ")"

        def _asdict(self):
            return dict(zip(names, self._values))

        def _replace(self, **kwargs):
            return type(self)(*[kwargs[n] if n in kwargs else getattr(self, n) for n in names])

        def __getitem__(self, i):
            return self._values[i]

        def __iter__(self):
            return iter(self._values)

        def __len__(self):
            return len(self._values)

        def __eq__(self, other):
            return self._values == (other._values if hasattr(other, "_values") else other)

        def __lt__(self, other):
            return self._values < (other._values if hasattr(other, "_values") else other)

        def __hash__(self):
            return hash(self._values)

        def _other(other):
            return other._values if hasattr(other, "_values") else other

        # the rest of tuple's protocol; a method the class body defines wins
        methods = {
            "__init__": __init__, "__repr__": __repr__, "_asdict": _asdict, "_replace": _replace,
            "__getitem__": __getitem__, "__iter__": __iter__, "__len__": __len__, "__eq__": __eq__,
            "__lt__": __lt__, "__hash__": __hash__,
            "__ne__": lambda self, o: self._values != _other(o),
            "__le__": lambda self, o: self._values <= _other(o),
            "__gt__": lambda self, o: self._values > _other(o),
            "__ge__": lambda self, o: self._values >= _other(o),
            "__add__": lambda self, o: self._values + tuple(o),
            "__radd__": lambda self, o: tuple(o) + self._values,
            "__mul__": lambda self, n: self._values * n,
            "__contains__": lambda self, x: x in self._values,
            "count": lambda self, x: self._values.count(x),
            "index": lambda self, x: self._values.index(x),
        }
        for mname, fn in methods.items():
            if not __py_own_attr(cls, mname):
                setattr(cls, mname, fn)
        cls._make = staticmethod(lambda iterable: cls(*iterable))


class _TypedDictMeta:
    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)


class TypedDict:
    __metaclass__ = _TypedDictMeta


__all__ = ["Any", "Union", "Optional", "List", "Dict", "Set", "FrozenSet", "Tuple", "Type", "Callable", "Iterable",
           "Iterator", "Generator", "Sequence", "MutableSequence", "Mapping", "MutableMapping", "Collection",
           "Container", "Hashable", "Sized", "Awaitable", "Coroutine", "AsyncIterator", "AsyncIterable",
           "AsyncGenerator", "DefaultDict", "Deque", "Counter", "OrderedDict", "ChainMap", "Literal", "Final",
           "ClassVar", "Annotated", "NoReturn", "Never", "Self", "LiteralString", "TypeAlias", "TypeGuard", "Text",
           "AnyStr", "TYPE_CHECKING", "TypeVar", "ParamSpec", "Generic", "Protocol", "cast", "overload", "final",
           "no_type_check", "runtime_checkable", "get_type_hints", "get_origin", "get_args", "NewType", "NamedTuple", "TypedDict"]
