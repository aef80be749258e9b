# enum, written for RedDragon's VM (lowered with the programs that import
# it), following CPython 3.11. Members are made when an Enum subclass is
# created (__init_subclass__, called by the VM after the class body); the
# class-level protocol (Color(1), Color["RED"], iteration, len, `in`) is
# EnumMeta's, applied through the class's __metaclass__ attribute.
# Not modelled: the functional API Enum("Name", "A B"), _missing_, aliases'
# identity across subclasses.

_AUTO = object()


class auto:
    def __init__(self):
        self.value = _AUTO

    def _resolve(self, cls, name, last_values):
        if self.value is _AUTO:
            self.value = _next_value(cls, name, len(last_values), last_values)
        return self.value

    # ALL = READ | WRITE in a Flag's body: the members are made after the
    # body, so the operands are still auto objects; the result resolves then.
    def __or__(self, other):
        return _auto_expr("|", self, other)

    def __ror__(self, other):
        return _auto_expr("|", other, self)

    def __and__(self, other):
        return _auto_expr("&", self, other)

    def __rand__(self, other):
        return _auto_expr("&", other, self)

    def __xor__(self, other):
        return _auto_expr("^", self, other)

    def __rxor__(self, other):
        return _auto_expr("^", other, self)


class _auto_expr(auto):
    def __init__(self, op, left, right):
        self.value = _AUTO
        self.op, self.left, self.right = op, left, right

    def _resolve(self, cls, name, last_values):
        a = self.left._resolve(cls, name, last_values) if isinstance(self.left, auto) else self.left
        b = self.right._resolve(cls, name, last_values) if isinstance(self.right, auto) else self.right
        self.value = a | b if self.op == "|" else a & b if self.op == "&" else a ^ b
        return self.value


class EnumMeta:
    def __call__(cls, value):
        if isinstance(value, cls):
            return value
        members = cls.__dict_value2member__
        for m in cls._member_list_:
            if m._value_ == value:
                return m
        if getattr(cls, "_is_flag_", False) and isinstance(value, int):
            return _flag_pseudo_member(cls, value)
        raise ValueError(repr(value) + " is not a valid " + cls.__name__)

    # iteration and len() cover _member_names_ (a Flag's canonical members);
    # _member_list_ also holds a Flag's zero and multi-bit members
    def __iter__(cls):
        return iter([cls._member_map_[n] for n in cls._member_names_])

    def __reversed__(cls):
        return reversed([cls._member_map_[n] for n in cls._member_names_])

    def __len__(cls):
        return len(cls._member_names_)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __contains__(cls, member):
        return isinstance(member, cls) and member._name_ in cls._member_map_


def _is_member_value(name, value):
    if name.startswith("_"):
        return False
    if callable(value) and not isinstance(value, auto):
        return False
    t = type(value).__name__
    return t not in ("property", "staticmethod", "classmethod", "function")


def _next_value(cls, name, count, last_values):
    gen = getattr(cls, "_generate_next_value_", None)
    if gen is not None:
        return gen(name, 1, count, last_values)
    if cls._is_str_enum_:
        return name.lower()
    if getattr(cls, "_is_flag_", False):  # the next power of two above the highest value
        high = 0
        for v in last_values:
            if isinstance(v, int) and v > high:
                high = v
        return 1 if high == 0 else 1 << high.bit_length()
    for v in reversed(last_values):
        if isinstance(v, int):
            return v + 1
    return 1


class Enum:
    __metaclass__ = EnumMeta
    _is_str_enum_ = False

    def __init_subclass__(cls, **kwargs):
        cls._member_list_ = []
        cls._member_map_ = {}
        cls._member_names_ = []
        cls.__dict_value2member__ = {}
        last_values = []
        for name, value in __py_class_attrs(cls):
            if not _is_member_value(name, value):
                continue
            if isinstance(value, auto):
                value = value._resolve(cls, name, last_values)
            existing = None
            for m in cls._member_list_:
                if m._value_ == value:
                    existing = m
            if existing is not None:  # an alias: the same member under a second name
                setattr(cls, name, existing)
                cls._member_map_[name] = existing
                continue
            member = __py_new_instance(cls)
            member._name_ = name
            member._value_ = value
            member.name = name
            member.value = value
            if __py_own_attr(cls, "__init__"):
                if isinstance(value, tuple):
                    cls.__init__(member, *value)
                else:
                    cls.__init__(member, value)
            last_values.append(value)
            setattr(cls, name, member)
            cls._member_list_.append(member)
            cls._member_names_.append(name)
            cls._member_map_[name] = member
        cls.__members__ = dict(cls._member_map_)
        if getattr(cls, "_is_flag_", False):  # 3.11: a zero or multi-bit flag is an alias, not iterated
            cls._member_names_ = [m._name_ for m in cls._member_list_
                                  if isinstance(m._value_, int) and m._value_ > 0 and m._value_ & (m._value_ - 1) == 0]
        if getattr(cls, "__rd_mixin__", None) is not None and not getattr(cls, "_rd_int_members_", False):
            _mix_in(cls)

    def __repr__(self):
        return "<" + type(self).__name__ + "." + self._name_ + ": " + repr(self._value_) + ">"

    def __str__(self):
        return type(self).__name__ + "." + self._name_

    def __format__(self, spec):
        return format(str(self), spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self._value_


def _v(x):
    return x._value_ if isinstance(x, Enum) else x


# class Color(str, Enum) / (int, Enum) / (float, Enum): members compare, hash
# and operate as their values do, and the value's methods are theirs; str()
# and format() stay Enum's, as in CPython 3.11.
_MIXIN_OPS = {
    "__eq__": lambda self, o: self._value_ == _v(o),
    "__ne__": lambda self, o: self._value_ != _v(o),
    "__lt__": lambda self, o: self._value_ < _v(o),
    "__le__": lambda self, o: self._value_ <= _v(o),
    "__gt__": lambda self, o: self._value_ > _v(o),
    "__ge__": lambda self, o: self._value_ >= _v(o),
    "__hash__": lambda self: hash(self._value_),
    "__add__": lambda self, o: self._value_ + _v(o),
    "__radd__": lambda self, o: _v(o) + self._value_,
    "__sub__": lambda self, o: self._value_ - _v(o),
    "__rsub__": lambda self, o: _v(o) - self._value_,
    "__mul__": lambda self, o: self._value_ * _v(o),
    "__rmul__": lambda self, o: _v(o) * self._value_,
    "__truediv__": lambda self, o: self._value_ / _v(o),
    "__rtruediv__": lambda self, o: _v(o) / self._value_,
    "__floordiv__": lambda self, o: self._value_ // _v(o),
    "__rfloordiv__": lambda self, o: _v(o) // self._value_,
    "__mod__": lambda self, o: self._value_ % _v(o),
    "__rmod__": lambda self, o: _v(o) % self._value_,
    "__pow__": lambda self, o: self._value_ ** _v(o),
    "__rpow__": lambda self, o: _v(o) ** self._value_,
    "__divmod__": lambda self, o: divmod(self._value_, _v(o)),
    "__rdivmod__": lambda self, o: divmod(_v(o), self._value_),
    "__and__": lambda self, o: self._value_ & _v(o),
    "__rand__": lambda self, o: _v(o) & self._value_,
    "__or__": lambda self, o: self._value_ | _v(o),
    "__ror__": lambda self, o: _v(o) | self._value_,
    "__xor__": lambda self, o: self._value_ ^ _v(o),
    "__rxor__": lambda self, o: _v(o) ^ self._value_,
    "__lshift__": lambda self, o: self._value_ << _v(o),
    "__rlshift__": lambda self, o: _v(o) << self._value_,
    "__rshift__": lambda self, o: self._value_ >> _v(o),
    "__rrshift__": lambda self, o: _v(o) >> self._value_,
    "__neg__": lambda self: -self._value_,
    "__pos__": lambda self: +self._value_,
    "__abs__": lambda self: abs(self._value_),
    "__invert__": lambda self: ~self._value_,
    "__round__": lambda self, *n: round(self._value_, *n),
    "__int__": lambda self: int(self._value_),
    "__float__": lambda self: float(self._value_),
    "__index__": lambda self: self._value_,
    "__bool__": lambda self: bool(self._value_),
    "__len__": lambda self: len(self._value_),
    "__getitem__": lambda self, i: self._value_[i],
    "__contains__": lambda self, x: x in self._value_,
    "__iter__": lambda self: iter(self._value_),
    "__getattr__": lambda self, name: getattr(self._value_, name),
}


def _mix_in(cls):
    for name, fn in _MIXIN_OPS.items():
        if not __py_own_attr(cls, name):
            setattr(cls, name, fn)


class IntEnum(Enum):
    # members are ints: isinstance(m, int), issubclass(C, int); the int
    # operators are _int_ops' below, not _mix_in's
    __rd_mixin__ = int
    _rd_int_members_ = True

    def __str__(self):
        return str(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)

    def __int__(self):
        return self._value_

    def __index__(self):
        return self._value_

    def __eq__(self, other):
        return self._value_ == (other._value_ if isinstance(other, Enum) else other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._value_ < (other._value_ if isinstance(other, Enum) else other)

    def __le__(self, other):
        return self._value_ <= (other._value_ if isinstance(other, Enum) else other)

    def __gt__(self, other):
        return self._value_ > (other._value_ if isinstance(other, Enum) else other)

    def __ge__(self, other):
        return self._value_ >= (other._value_ if isinstance(other, Enum) else other)

    def __hash__(self):
        return hash(self._value_)

    def __add__(self, other):
        return self._value_ + other

    def __radd__(self, other):
        return other + self._value_

    def __sub__(self, other):
        return self._value_ - other

    def __mul__(self, other):
        return self._value_ * other


# IntEnum / IntFlag members are ints: every int operator works on them and
# gives a plain int (IntFlag keeps Flag's | & ^ ~), as in CPython.
_INT_ONLY = ("__len__", "__getitem__", "__contains__", "__iter__")


def _int_ops(cls, keep=()):
    for name, fn in _MIXIN_OPS.items():
        if name not in _INT_ONLY and name not in keep and not __py_own_attr(cls, name):
            setattr(cls, name, fn)


_int_ops(IntEnum)


class StrEnum(Enum):
    _is_str_enum_ = True

    def __str__(self):
        return self._value_

    def __format__(self, spec):
        return format(self._value_, spec)

    def __eq__(self, other):
        return self._value_ == (other._value_ if isinstance(other, Enum) else other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._value_)

    def __add__(self, other):
        return self._value_ + other

    def upper(self):
        return self._value_.upper()

    def lower(self):
        return self._value_.lower()


def _flag_all_bits(cls):
    bits = 0
    for m in cls._member_list_:
        bits |= m._value_
    return bits


def _flag_pseudo_member(cls, value):
    # a combination of members (or 0): named by its single-bit members in definition order
    all_bits = _flag_all_bits(cls)
    if value < 0:  # ~member: IntFlag keeps the bits below its highest one (boundary KEEP)
        value = (1 << all_bits.bit_length()) + value if cls._keep_bits_ else all_bits & value
    if value & ~all_bits and not cls._keep_bits_:
        width = max(all_bits.bit_length(), value.bit_length())
        raise ValueError("<flag %r> invalid value %d\n    given 0b0 %s\n  allowed 0b0 %s" % (
            cls.__name__, value, format(value, "0%db" % width), format(all_bits, "0%db" % width)))
    if not __py_own_attr(cls, "_flag_pseudo_"):
        cls._flag_pseudo_ = {}
    cache = cls._flag_pseudo_
    if value in cache:
        return cache[value]
    names = [m._name_ for m in cls._member_list_ if m._value_ and m._value_ & value == m._value_
             and m._value_ & (m._value_ - 1) == 0]
    member = __py_new_instance(cls)
    member._name_ = "|".join(names) if names and value & ~all_bits == 0 else None
    member._value_ = value
    member.name = member._name_
    member.value = value
    cache[value] = member
    return member


class Flag(Enum):
    _is_flag_ = True
    _keep_bits_ = False

    def _members(self):
        return [m for m in type(self)._member_list_ if m._value_ and m._value_ & (m._value_ - 1) == 0
                and m._value_ & self._value_ == m._value_]

    def __repr__(self):
        if self._name_ is None:
            return "<" + type(self).__name__ + ": " + repr(self._value_) + ">"
        return "<" + type(self).__name__ + "." + self._name_ + ": " + repr(self._value_) + ">"

    def __str__(self):
        if self._name_ is None:
            return type(self).__name__ + "(" + repr(self._value_) + ")"
        return type(self).__name__ + "." + self._name_

    def __contains__(self, other):
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(self._members())

    def __len__(self):
        return len(self._members())

    def __bool__(self):
        return bool(self._value_)

    def _other(self, other):
        if isinstance(other, type(self)):
            return other._value_
        if self._keep_bits_ and isinstance(other, int):
            return other
        return None

    def __or__(self, other):
        v = self._other(other)
        return NotImplemented if v is None else type(self)(self._value_ | v)

    def __and__(self, other):
        v = self._other(other)
        return NotImplemented if v is None else type(self)(self._value_ & v)

    def __xor__(self, other):
        v = self._other(other)
        return NotImplemented if v is None else type(self)(self._value_ ^ v)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return type(self)(_flag_all_bits(type(self)) & ~self._value_)

    def __hash__(self):
        return hash(self._value_)


class IntFlag(Flag):
    __rd_mixin__ = int
    _rd_int_members_ = True
    _keep_bits_ = True

    def __invert__(self):
        return type(self)(~self._value_)

    def __str__(self):
        return str(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)

    def __int__(self):
        return self._value_

    def __index__(self):
        return self._value_

    def __eq__(self, other):
        return self._value_ == (other._value_ if isinstance(other, Enum) else other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._value_ < int(other)

    def __gt__(self, other):
        return self._value_ > int(other)

    def __hash__(self):
        return hash(self._value_)

    def __add__(self, other):
        return self._value_ + int(other)

    def __radd__(self, other):
        return int(other) + self._value_

    def __sub__(self, other):
        return self._value_ - int(other)

    def __mul__(self, other):
        return self._value_ * int(other)


_int_ops(IntFlag, keep=("__or__", "__ror__", "__and__", "__rand__", "__xor__", "__rxor__", "__invert__", "__bool__"))


def unique(cls):
    return cls


__all__ = ["Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "auto", "unique", "EnumMeta"]
