# pprint as CPython 3.11 lays it out: an object whose repr fits in the room
# left on its line prints as repr; a container that does not is broken one
# item per line (or packed, with compact=True), nested indents aligned under
# the opening bracket, dict keys sorted unless sort_dicts=False. Long strings
# and bytes split into adjacent literals at word (4-byte) boundaries.
import sys as _sys
import collections as _collections
import dataclasses as _dataclasses
import re as _re

__all__ = ["pprint", "pformat", "isreadable", "isrecursive", "saferepr", "PrettyPrinter", "pp"]


def pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True,
           underscore_numbers=False):
    PrettyPrinter(stream=stream, indent=indent, width=width, depth=depth, compact=compact,
                  sort_dicts=sort_dicts, underscore_numbers=underscore_numbers).pprint(object)


def pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False):
    return PrettyPrinter(indent=indent, width=width, depth=depth, compact=compact, sort_dicts=sort_dicts,
                         underscore_numbers=underscore_numbers).pformat(object)


def pp(object, *args, sort_dicts=False, **kwargs):
    pprint(object, *args, sort_dicts=sort_dicts, **kwargs)


def saferepr(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[0]


def isreadable(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[1]


def isrecursive(object):
    return PrettyPrinter()._safe_repr(object, {}, None, 0)[2]


class _safe_key:
    # orders values of unlike types by type name, then identity, as CPython does
    __slots__ = ["obj"]

    def __init__(self, obj):
        self.obj = obj

    def __lt__(self, other):
        try:
            return self.obj < other.obj
        except TypeError:
            return (str(type(self.obj)), id(self.obj)) < (str(type(other.obj)), id(other.obj))


def _safe_tuple(t):
    return _safe_key(t[0]), _safe_key(t[1])


def _recursion(object):
    return "<Recursion on %s with id=%s>" % (type(object).__name__, id(object))


_SCALARS = (str, float, complex, bool, type(None))


def _bytes_kind(obj):
    # by class name: the names bytes/bytearray are bound only in programs that
    # use bytes (lib/_bytes.py), and an unbound one would be an unknown value
    for k in getattr(type(obj), "__mro__", ()):
        if k.__name__ in ("bytearray", "bytes"):
            return k.__name__
    return None
# library classes pprint lays out itself; a program's subclass keeps the
# layout unless it (or a class between) defines its own __repr__
_LIBRARY = ("OrderedDict", "Counter", "defaultdict", "deque", "ChainMap", "UserDict", "UserList",
            "UserString", "SimpleNamespace", "mappingproxy")


_BUILTIN = ("dict", "list", "tuple", "set", "frozenset", "str", "bytes", "bytearray", "int", "float", "complex", "bool")
_USER = tuple(getattr(_collections, n) for n in ("UserDict", "UserList", "UserString") if hasattr(_collections, n))


def _own_repr(obj):
    """Does obj's class, below the built-in or library type pprint knows, define __repr__?"""
    try:
        mro = type(obj).__mro__
    except AttributeError:
        return False  # a built-in type
    for k in mro:
        name = k.__name__
        if name in _LIBRARY or name in _BUILTIN or name.startswith("_") or k is object:
            return False
        own = k.__dict__.get("__repr__")
        if own is not None:
            return own is not k.__dict__.get("__dataclass_repr__")  # a generated repr is laid out
    return False


def _kind(obj):
    """The layout pprint gives obj when its repr is too wide, or None."""
    if _own_repr(obj):
        return None
    if isinstance(obj, _collections.OrderedDict):
        return "odict"
    if isinstance(obj, _collections.Counter):
        return "counter"
    if isinstance(obj, _collections.defaultdict):
        return "ddict"
    if isinstance(obj, dict):
        return "dict"
    if isinstance(obj, list):
        return "list"
    if isinstance(obj, tuple):
        return None if hasattr(obj, "_fields") else "tuple"  # a namedtuple has its own repr
    if isinstance(obj, (set, frozenset)):
        return "set"
    if isinstance(obj, str):
        return "str"
    kind = _bytes_kind(obj)
    if kind is not None:
        return kind
    if isinstance(obj, _collections.deque):
        return "deque"
    if isinstance(obj, _collections.ChainMap):
        return "chainmap"
    if _USER and isinstance(obj, _USER):
        return "user"
    name = type(obj).__name__
    if name == "mappingproxy":
        return "mappingproxy"
    if name == "SimpleNamespace" or any(k.__name__ == "SimpleNamespace" for k in getattr(type(obj), "__mro__", ())):
        return "namespace"
    if _dataclasses.is_dataclass(obj) and not isinstance(obj, type) and getattr(
            type(obj), "__dataclass_repr__", None) is not None and type(obj).__repr__ is type(obj).__dataclass_repr__:
        return "dataclass"
    return None


def _bytes_chunks(object, width, allowance):
    current = b""
    last = len(object) // 4 * 4
    for i in range(0, len(object), 4):
        part = object[i:i + 4]
        candidate = current + part
        if i == last:
            width -= allowance
        if len(repr(candidate)) > width:
            if current:
                yield repr(current)
            current = part
        else:
            current = candidate
    if current:
        yield repr(current)


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *, compact=False, sort_dicts=True,
                 underscore_numbers=False):
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError("indent must be >= 0")
        if depth is not None and depth <= 0:
            raise ValueError("depth must be > 0")
        if not width:
            raise ValueError("width must be != 0")
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream if stream is not None else _sys.stdout
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pprint(self, object):
        if self._stream is not None:
            out = []
            self._format(object, out, 0, 0, {}, 0)
            out.append("\n")
            self._stream.write("".join(out))

    def pformat(self, object):
        out = []
        self._format(object, out, 0, 0, {}, 0)
        return "".join(out)

    def isrecursive(self, object):
        return self.format(object, {}, 0, 0)[2]

    def isreadable(self, object):
        s, readable, recursive = self.format(object, {}, 0, 0)
        return readable and not recursive

    def format(self, object, context, maxlevels, level):
        return self._safe_repr(object, context, maxlevels, level)

    # --- layout ------------------------------------------------------------
    def _format(self, object, out, indent, allowance, context, level):
        objid = id(object)
        if objid in context:
            out.append(_recursion(object))
            self._recursive = True
            self._readable = False
            return
        rep = self._repr(object, context, level)
        if len(rep) > self._width - indent - allowance:
            kind = _kind(object)
            if kind is not None:
                context[objid] = 1
                getattr(self, "_pprint_" + kind)(object, out, indent, allowance, context, level + 1)
                del context[objid]
                return
        out.append(rep)

    def _pprint_dataclass(self, object, out, indent, allowance, context, level):
        cls_name = type(object).__name__
        items = [(f.name, getattr(object, f.name)) for f in _dataclasses.fields(object) if f.repr]
        out.append(cls_name + "(")
        self._format_namespace_items(items, out, indent + len(cls_name) + 1, allowance, context, level)
        out.append(")")

    def _pprint_namespace(self, object, out, indent, allowance, context, level):
        cls_name = "namespace" if type(object).__name__ == "SimpleNamespace" else type(object).__name__
        out.append(cls_name + "(")
        self._format_namespace_items(list(vars(object).items()), out, indent + len(cls_name) + 1, allowance,
                                     context, level)
        out.append(")")

    def _pprint_dict(self, object, out, indent, allowance, context, level):
        out.append("{")
        if self._indent_per_level > 1:
            out.append((self._indent_per_level - 1) * " ")
        if len(object):
            items = sorted(object.items(), key=_safe_tuple) if self._sort_dicts else list(object.items())
            self._format_dict_items(items, out, indent, allowance + 1, context, level)
        out.append("}")

    def _pprint_odict(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.append(repr(object))
            return
        name = type(object).__name__
        out.append(name + "(")
        self._format(list(object.items()), out, indent + len(name) + 1, allowance + 1, context, level)
        out.append(")")

    def _pprint_list(self, object, out, indent, allowance, context, level):
        out.append("[")
        self._format_items(object, out, indent, allowance + 1, context, level)
        out.append("]")

    def _pprint_tuple(self, object, out, indent, allowance, context, level):
        out.append("(")
        endchar = ",)" if len(object) == 1 else ")"
        self._format_items(object, out, indent, allowance + len(endchar), context, level)
        out.append(endchar)

    def _pprint_set(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.append(repr(object))
            return
        if type(object) is set:
            out.append("{")
            endchar = "}"
        else:
            name = type(object).__name__
            out.append(name + "({")
            endchar = "})"
            indent += len(name) + 1
        self._format_items(sorted(object, key=_safe_key), out, indent, allowance + len(endchar), context, level)
        out.append(endchar)

    def _pprint_str(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.append(repr(object))
            return
        chunks = []
        lines = object.splitlines(True)
        if level == 1:
            indent += 1
            allowance += 1
        max_width1 = max_width = self._width - indent
        rep = ""
        for i, line in enumerate(lines):
            rep = repr(line)
            if i == len(lines) - 1:
                max_width1 -= allowance
            if len(rep) <= max_width1:
                chunks.append(rep)
                continue
            parts = _re.findall(r"\S*\s*", line)  # words with their trailing blanks
            parts.pop()
            max_width2 = max_width
            current = ""
            for j, part in enumerate(parts):
                candidate = current + part
                if j == len(parts) - 1 and i == len(lines) - 1:
                    max_width2 -= allowance
                if len(repr(candidate)) > max_width2:
                    if current:
                        chunks.append(repr(current))
                    current = part
                else:
                    current = candidate
            if current:
                chunks.append(repr(current))
        if len(chunks) == 1:
            out.append(rep)
            return
        if level == 1:
            out.append("(")
        for i, chunk in enumerate(chunks):
            if i > 0:
                out.append("\n" + " " * indent)
            out.append(chunk)
        if level == 1:
            out.append(")")

    def _pprint_bytes(self, object, out, indent, allowance, context, level):
        if len(object) <= 4:
            out.append(repr(object))
            return
        parens = level == 1
        if parens:
            indent += 1
            allowance += 1
            out.append("(")
        delim = ""
        for rep in _bytes_chunks(object, self._width - indent, allowance):
            out.append(delim)
            out.append(rep)
            if not delim:
                delim = "\n" + " " * indent
        if parens:
            out.append(")")

    def _pprint_bytearray(self, object, out, indent, allowance, context, level):
        out.append("bytearray(")
        self._pprint_bytes(bytes(object), out, indent + 10, allowance + 1, context, level + 1)
        out.append(")")

    def _pprint_mappingproxy(self, object, out, indent, allowance, context, level):
        out.append("mappingproxy(")
        self._format(object.copy(), out, indent + 13, allowance + 1, context, level)
        out.append(")")

    def _pprint_ddict(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.append(repr(object))
            return
        rdf = self._repr(object.default_factory, context, level)
        name = type(object).__name__
        indent += len(name) + 1
        out.append("%s(%s,\n%s" % (name, rdf, " " * indent))
        self._pprint_dict(object, out, indent, allowance + 1, context, level)
        out.append(")")

    def _pprint_counter(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.append(repr(object))
            return
        name = type(object).__name__
        out.append(name + "({")
        if self._indent_per_level > 1:
            out.append((self._indent_per_level - 1) * " ")
        self._format_dict_items(object.most_common(), out, indent + len(name) + 1, allowance + 2, context, level)
        out.append("})")

    def _pprint_chainmap(self, object, out, indent, allowance, context, level):
        if not len(object.maps):
            out.append(repr(object))
            return
        name = type(object).__name__
        out.append(name + "(")
        indent += len(name) + 1
        for i, m in enumerate(object.maps):
            if i == len(object.maps) - 1:
                self._format(m, out, indent, allowance + 1, context, level)
                out.append(")")
            else:
                self._format(m, out, indent, 1, context, level)
                out.append(",\n" + " " * indent)

    def _pprint_deque(self, object, out, indent, allowance, context, level):
        if not len(object):
            out.append(repr(object))
            return
        name = type(object).__name__
        out.append(name + "([")
        indent += len(name) + 1
        if object.maxlen is None:
            self._format_items(object, out, indent, allowance + 2, context, level)
            out.append("])")
        else:
            self._format_items(object, out, indent, 2, context, level)
            out.append("],\n%smaxlen=%s)" % (" " * indent, self._repr(object.maxlen, context, level)))

    def _pprint_user(self, object, out, indent, allowance, context, level):
        self._format(object.data, out, indent, allowance, context, level - 1)

    def _format_dict_items(self, items, out, indent, allowance, context, level):
        indent += self._indent_per_level
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            rep = self._repr(key, context, level)
            out.append(rep)
            out.append(": ")
            self._format(ent, out, indent + len(rep) + 2, allowance if last else 1, context, level)
            if not last:
                out.append(delimnl)

    def _format_namespace_items(self, items, out, indent, allowance, context, level):
        delimnl = ",\n" + " " * indent
        last_index = len(items) - 1
        for i, (key, ent) in enumerate(items):
            last = i == last_index
            out.append(key)
            out.append("=")
            if id(ent) in context:
                out.append("...")  # as a recursive dataclass repr shows it
            else:
                self._format(ent, out, indent + len(key) + 1, allowance if last else 1, context, level)
            if not last:
                out.append(delimnl)

    def _format_items(self, items, out, indent, allowance, context, level):
        indent += self._indent_per_level
        if self._indent_per_level > 1:
            out.append((self._indent_per_level - 1) * " ")
        delimnl = ",\n" + " " * indent
        delim = ""
        width = max_width = self._width - indent + 1
        items = list(items)
        for i, ent in enumerate(items):
            last = i == len(items) - 1
            if last:
                max_width -= allowance
                width -= allowance
            if self._compact:
                rep = self._repr(ent, context, level)
                w = len(rep) + 2
                if width < w:
                    width = max_width
                    if delim:
                        delim = delimnl
                if width >= w:
                    width -= w
                    out.append(delim)
                    delim = ", "
                    out.append(rep)
                    continue
            out.append(delim)
            delim = delimnl
            self._format(ent, out, indent, allowance if last else 1, context, level)

    # --- one-line reprs ------------------------------------------------------
    def _repr(self, object, context, level):
        rep, readable, recursive = self.format(object, dict(context), self._depth, level)
        if not readable:
            self._readable = False
        if recursive:
            self._recursive = True
        return rep

    def _safe_repr(self, object, context, maxlevels, level):
        """(repr, readable, recursive): dicts sorted, depth cut to ..., cycles named."""
        if (isinstance(object, _SCALARS) or _bytes_kind(object)) and not _own_repr(object):
            return repr(object), True, False
        if isinstance(object, int) and not _own_repr(object):
            return (f"{object:_d}" if self._underscore_numbers else repr(object)), True, False
        kind = _kind(object)
        if kind == "dict" and type(object) is not _collections.OrderedDict:
            if not object:
                return "{}", True, False
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return "{...}", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable, recursive = True, False
            parts = []
            level += 1
            items = sorted(object.items(), key=_safe_tuple) if self._sort_dicts else object.items()
            for k, v in items:
                krepr, kreadable, krecur = self.format(k, context, maxlevels, level)
                vrepr, vreadable, vrecur = self.format(v, context, maxlevels, level)
                parts.append("%s: %s" % (krepr, vrepr))
                readable = readable and kreadable and vreadable
                recursive = recursive or krecur or vrecur
            del context[objid]
            return "{%s}" % ", ".join(parts), readable, recursive
        if kind in ("list", "tuple"):
            if kind == "list":
                if not object:
                    return "[]", True, False
                fmt = "[%s]"
            elif len(object) == 1:
                fmt = "(%s,)"
            else:
                if not object:
                    return "()", True, False
                fmt = "(%s)"
            objid = id(object)
            if maxlevels and level >= maxlevels:
                return fmt % "...", False, objid in context
            if objid in context:
                return _recursion(object), False, True
            context[objid] = 1
            readable, recursive = True, False
            parts = []
            level += 1
            for o in object:
                orepr, oreadable, orecur = self.format(o, context, maxlevels, level)
                parts.append(orepr)
                readable = readable and oreadable
                recursive = recursive or orecur
            del context[objid]
            return fmt % ", ".join(parts), readable, recursive
        rep = repr(object)
        return rep, bool(rep) and not rep.startswith("<"), False
