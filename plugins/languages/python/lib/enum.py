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


class EnumMeta:
    def __call__(cls, value):
        if isinstance(value, cls):
            return value
        members = cls.__dict_value2member__
        for m in cls._member_list_:
            if m._value_ == value:
                return m
        raise ValueError(repr(value) + " is not a valid " + cls.__name__)

    def __iter__(cls):
        return iter(list(cls._member_list_))

    def __reversed__(cls):
        return reversed(cls._member_list_)

    def __len__(cls):
        return len(cls._member_list_)

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
                value = _next_value(cls, name, len(last_values), last_values)
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


class IntEnum(Enum):
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


def unique(cls):
    return cls


__all__ = ["Enum", "IntEnum", "StrEnum", "auto", "unique", "EnumMeta"]
