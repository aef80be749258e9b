# dataclasses, written for RedDragon's VM (lowered with the programs that
# import it), following CPython 3.11. The lowerer records a class body's
# `name: type` lines in __annotations__; inherited fields come from the
# nearest dataclass base's __dataclass_fields__. A frozen class's fields are
# properties over a per-instance dict (the VM has no __setattr__), so
# assigning or deleting one raises FrozenInstanceError; new attributes are
# not refused, and vars() shows that dict. ClassVar annotations are not
# fields; InitVar pseudo-fields are __init__ parameters handed to
# __post_init__; kw_only (the decorator's, field()'s, and `_: KW_ONLY`)
# moves fields to keyword-only parameters after the positional ones.
# slots=True sets __slots__ to the field names: instances have no __dict__
# and refuse other attributes (the class keeps its defaults as attributes).

_MISSING = object()


class _KwOnlyMarker:
    def __repr__(self):
        return "dataclasses.KW_ONLY"


KW_ONLY = _KwOnlyMarker()


class InitVar:
    def __init__(self, type):
        self.type = type

    def __class_getitem__(cls, type):
        return InitVar(type)

    def __repr__(self):
        t = self.type if isinstance(self.type, str) else getattr(self.type, "__name__", repr(self.type))
        return "dataclasses.InitVar[" + t + "]"


def _annotation_kind(ann):
    # annotations may be strings ("ClassVar[int]", from __future__ import annotations) or objects
    if isinstance(ann, InitVar) or ann is InitVar:
        return "initvar"
    if ann is KW_ONLY:
        return "kw_only"
    text = ann if isinstance(ann, str) else repr(ann)
    head = text.split("[", 1)[0].strip().split(".")[-1]
    if head == "ClassVar":
        return "classvar"
    if head == "InitVar":
        return "initvar"
    if head == "KW_ONLY":
        return "kw_only"
    return "field"


class FrozenInstanceError(AttributeError):
    pass


class Field:
    def __init__(self, default, default_factory, init, repr, compare, hash, kw_only, metadata):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare
        self.hash = hash
        self.kw_only = kw_only
        self.metadata = metadata if metadata is not None else {}
        self._initvar = False

    def __repr__(self):
        return "Field(name=" + repr(self.name) + ",type=" + str(self.type) + ")"


def field(*, default=_MISSING, default_factory=_MISSING, init=True, repr=True, hash=None, compare=True,
          metadata=None, kw_only=False):
    if default is not _MISSING and default_factory is not _MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, compare, hash, kw_only, metadata)


def _collect_fields(cls, kw_only):
    # name -> Field, InitVar pseudo-fields included (Field._initvar)
    fields = {}
    inherited = getattr(cls, "__dataclass_fields__", None)
    if inherited is not None:
        for name in inherited:
            fields[name] = inherited[name]
    own = __py_own_attr(cls, "__annotations__")
    annotations = cls.__annotations__ if own else {}
    for name in annotations:
        kind = _annotation_kind(annotations[name])
        if kind == "classvar":
            continue
        if kind == "kw_only":  # `_: KW_ONLY`: the fields after it are keyword-only
            kw_only = True
            continue
        value = getattr(cls, name, _MISSING)
        if isinstance(value, Field):
            f = value
            if f.default is not _MISSING:
                setattr(cls, name, f.default)
            elif kind == "field" and __py_own_attr(cls, name):
                delattr(cls, name)  # no default: no class attribute (the Field object is not one)
        else:
            f = Field(value, _MISSING, True, True, True, None, kw_only, None)
        if kw_only:
            f.kw_only = True
        f._initvar = kind == "initvar"
        f.name = name
        f.type = annotations[name]
        fields[name] = f
    return fields


def _frozen_field(name):
    def get(self):
        values = self._dataclass_values
        if name not in values:
            raise AttributeError("'" + type(self).__name__ + "' object has no attribute '" + name + "'")
        return values[name]

    def set_(self, value):
        raise FrozenInstanceError("cannot assign to field '" + name + "'")

    def del_(self):
        raise FrozenInstanceError("cannot delete field '" + name + "'")
    return property(get, set_, del_)


def _process(cls, init, repr_, eq, order, frozen, unsafe_hash, match_args=True, kw_only=False):
    every = _collect_fields(cls, kw_only)
    fields = {n: every[n] for n in every if not every[n]._initvar}
    cls.__dataclass_fields__ = every  # InitVars included, as CPython's (fields() leaves them out)
    names = list(fields.keys())
    # __init__'s parameters: the positional ones in order, then the keyword-only ones
    in_init = [every[n] for n in every if every[n].init]
    positional = [f for f in in_init if not f.kw_only]
    init_fields = positional + [f for f in in_init if f.kw_only]
    initvars = [f for f in in_init if f._initvar]
    cls_name = cls.__name__
    if init:
        seen_default = None
        for f in positional:
            if f.default is not _MISSING or f.default_factory is not _MISSING:
                seen_default = f
            elif seen_default is not None:
                raise TypeError("non-default argument '" + f.name + "' follows default argument")
    if match_args and not __py_own_attr(cls, "__match_args__"):  # case Point(x, y): positional sub-patterns
        cls.__match_args__ = tuple(f.name for f in positional)

    def _store(self, name, value):
        if frozen:
            self._dataclass_values[name] = value
        else:
            setattr(self, name, value)

    if init and not __py_own_attr(cls, "__init__"):
        def __init__(self, *args, **kwargs):
            if frozen and "_dataclass_values" not in vars(self):
                self._dataclass_values = {}
            if len(args) > len(positional):
                most = len(positional) + 1
                least = 1 + len([f for f in positional if f.default is _MISSING and f.default_factory is _MISSING])
                takes = ("from " + str(least) + " to " + str(most) + " positional arguments" if least < most else
                         str(most) + (" positional argument" if most == 1 else " positional arguments"))
                raise TypeError(cls_name + ".__init__() takes " + takes + " but " + str(len(args) + 1) + " were given")
            extra = {}
            for i in range(len(init_fields)):
                f = init_fields[i]
                if i < len(args) and not f.kw_only:
                    value = args[i]
                    if f.name in kwargs:
                        raise TypeError(cls_name + ".__init__() got multiple values for argument '" + f.name + "'")
                elif f.name in kwargs:
                    value = kwargs[f.name]
                elif f.default is not _MISSING:
                    value = f.default
                elif f.default_factory is not _MISSING:
                    value = f.default_factory()
                elif f.kw_only:
                    raise TypeError(cls_name + ".__init__() missing 1 required keyword-only argument: '" + f.name + "'")
                else:
                    raise TypeError(cls_name + ".__init__() missing 1 required positional argument: '" + f.name + "'")
                if f._initvar:
                    extra[f.name] = value
                else:
                    _store(self, f.name, value)
            for k in kwargs:
                if k not in every or not every[k].init:
                    raise TypeError(cls_name + ".__init__() got an unexpected keyword argument '" + k + "'")
            for n in names:
                f = fields[n]
                if not f.init:
                    if f.default is not _MISSING:
                        _store(self, n, f.default)
                    elif f.default_factory is not _MISSING:
                        _store(self, n, f.default_factory())
            post = getattr(self, "__post_init__", None)
            if post is not None:
                post(*[extra[f.name] for f in initvars])
        cls.__init__ = __init__

    if repr_ and not __py_own_attr(cls, "__repr__"):
        def __repr__(self):
            parts = []
            for n in names:
                if fields[n].repr:
                    parts.append(n + "=" + repr(getattr(self, n)))
            return type(self).__name__ + "(" + ", ".join(parts) + ")"
        cls.__repr__ = __repr__
        cls.__dataclass_repr__ = __repr__  # pprint lays out only a generated repr

    def _key(self):
        return tuple(getattr(self, n) for n in names if fields[n].compare)

    if eq and not __py_own_attr(cls, "__eq__"):
        def __eq__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) == _key(other)
        cls.__eq__ = __eq__

    if order and not eq:
        raise ValueError("eq must be true if order is true")
    if order:
        def __lt__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) < _key(other)

        def __le__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) <= _key(other)

        def __gt__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) > _key(other)

        def __ge__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) >= _key(other)
        cls.__lt__ = __lt__
        cls.__le__ = __le__
        cls.__gt__ = __gt__
        cls.__ge__ = __ge__

    if frozen:
        for n in names:
            setattr(cls, n, _frozen_field(n))

    if (frozen and eq) or unsafe_hash:
        def __hash__(self):
            return hash(_key(self))
        cls.__hash__ = __hash__
    return cls


def dataclass(cls=None, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
              match_args=True, kw_only=False, slots=False):
    def wrap(c):
        if slots and "__slots__" in c.__dict__:
            raise TypeError(f"{c.__name__} already specifies __slots__")
        c = _process(c, init, repr, eq, order, frozen, unsafe_hash, match_args, kw_only)
        if slots:  # instances get no __dict__: other attribute names are refused
            names = tuple(n for n, f in c.__dataclass_fields__.items() if not f._initvar)
            c.__slots__ = names + ("_dataclass_values",) if frozen else names  # frozen fields' store
        return c
    if cls is None:
        return wrap
    return wrap(cls)


def is_dataclass(obj):
    return hasattr(obj, "__dataclass_fields__")


def fields(obj):
    fs = obj.__dataclass_fields__
    return tuple(fs[n] for n in fs if not fs[n]._initvar)


def _to_plain(value, as_tuple):
    if hasattr(value, "__dataclass_fields__") and not isinstance(value, type):
        names = [f.name for f in fields(value)]
        items = [_to_plain(getattr(value, n), as_tuple) for n in names]
        if as_tuple:
            return tuple(items)
        return dict(zip(names, items))
    if isinstance(value, list):
        return [_to_plain(v, as_tuple) for v in value]
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a namedtuple keeps its type
        return type(value)(*[_to_plain(v, as_tuple) for v in value])
    if isinstance(value, tuple):
        return tuple(_to_plain(v, as_tuple) for v in value)
    if isinstance(value, dict):
        return {_to_plain(k, as_tuple): _to_plain(v, as_tuple) for k, v in value.items()}
    return value


def asdict(obj):
    if not hasattr(obj, "__dataclass_fields__") or isinstance(obj, type):
        raise TypeError("asdict() should be called on dataclass instances")
    return _to_plain(obj, False)


def astuple(obj):
    if not hasattr(obj, "__dataclass_fields__") or isinstance(obj, type):
        raise TypeError("astuple() should be called on dataclass instances")
    return _to_plain(obj, True)


def replace(obj, **changes):
    every = obj.__dataclass_fields__
    for n in changes:
        if n in every and not every[n].init:
            raise ValueError("field " + n + " is declared with init=False, it cannot be specified with replace()")
    values = {}
    for n in every:
        f = every[n]
        if not f.init:
            continue
        if f._initvar:
            if n in changes:
                values[n] = changes[n]
            elif f.default is _MISSING:
                raise ValueError("InitVar '" + n + "' must be specified with replace()")
        else:
            values[n] = changes[n] if n in changes else getattr(obj, n)
    for n in changes:
        if n not in every:
            values[n] = changes[n]  # __init__ reports the unexpected keyword
    return type(obj)(**values)


__all__ = ["dataclass", "field", "Field", "fields", "asdict", "astuple", "replace", "is_dataclass",
           "FrozenInstanceError", "InitVar", "KW_ONLY"]
