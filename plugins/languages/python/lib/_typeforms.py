# Generic aliases and unions as values (types.GenericAlias, types.UnionType),
# written for RedDragon's VM: `list[int]`, `dict[str, list[int]]` and
# `int | None` evaluate to objects that print, compare and (for unions)
# answer isinstance/issubclass as CPython's do. The runtime calls
# GenericAlias for a subscripted built-in type and _union for `|` between
# types (python_typeforms.cpp); lib/typing.py builds its forms on these.

_NoneType = type(None)


def _type_repr(t):
    # typing._type_repr: a class by its qualified name (builtins unqualified)
    if isinstance(t, type):
        r = repr(t)
        if r.startswith("<class '") and r.endswith("'>"):
            return r[8:-2]
        return r
    if isinstance(t, list):
        return "[" + ", ".join([_type_repr(x) for x in t]) + "]"
    return repr(t)


def _is_typeform(x):
    return x is None or isinstance(x, type) or getattr(x, "__rd_typeform__", False)


class GenericAlias:
    __module__ = "types"
    __rd_typeform__ = True
    __rd_generic__ = True

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = ()

    def __repr__(self):
        if not self.__args__:
            return _type_repr(self.__origin__) + "[()]"
        return _type_repr(self.__origin__) + "[" + ", ".join([_type_repr(a) for a in self.__args__]) + "]"

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(repr(self))

    def __getitem__(self, params):
        return GenericAlias(self.__origin__, params)

    def __or__(self, other):
        return _union(self, other) if _is_typeform(other) else NotImplemented

    def __ror__(self, other):
        return _union(other, self) if _is_typeform(other) else NotImplemented


def _members(t):
    if getattr(t, "__rd_union__", False):
        return list(t.__args__)
    return [_NoneType if t is None else t]


def _dedup(parts):
    out = []
    for p in parts:
        if not any(p is q or (not isinstance(p, type) and p == q) for q in out):
            out.append(p)
    return out


class _UnionEq:
    # int | str and typing.Union[int, str]: equal when their members are, in any order
    def __eq__(self, other):
        if not getattr(other, "__rd_union__", False):
            return NotImplemented
        a, b = self.__args__, other.__args__
        return all(x in b for x in a) and all(y in a for y in b)

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(tuple(sorted([repr(a) for a in self.__args__])))


class UnionType(_UnionEq):
    __module__ = "types"
    __rd_typeform__ = True
    __rd_union__ = True

    def __init__(self, args):
        self.__args__ = args
        self.__parameters__ = ()

    def __repr__(self):
        return " | ".join(["None" if a is _NoneType else _type_repr(a) for a in self.__args__])

    def __or__(self, other):
        return _union(self, other) if _is_typeform(other) else NotImplemented

    def __ror__(self, other):
        return _union(other, self) if _is_typeform(other) else NotImplemented

    def __call__(self, *args, **kwargs):
        raise TypeError("'types.UnionType' object is not callable")


def _union(a, b):
    # int | str: the members of both in order, duplicates dropped; one left is itself
    parts = _dedup(_members(a) + _members(b))
    if len(parts) == 1:
        return parts[0]
    return UnionType(tuple(parts))


__py_typeform_hooks(GenericAlias, _union)

__all__ = ["GenericAlias", "UnionType", "_UnionEq", "_type_repr", "_union", "_members", "_dedup", "_NoneType",
           "_is_typeform"]
