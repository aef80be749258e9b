# traceback, written for RedDragon's VM (lowered with the programs that import
# it). The VM keeps no traceback objects: a formatted exception is
# "Traceback (most recent call last):" with no frame lines, then CPython's
# exact "ExcType: message" line (and its __notes__), with the chained
# __cause__ / __context__ exceptions before it joined by CPython's sentences.
# format_exc() / print_exc() see the exception of the except clause they are
# written in (the lowerer passes it as _handled; sys.exc_info() is lexical).
import sys

_CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n"


def _some_str(value):
    try:
        return str(value)
    except Exception:
        return "<exception str() failed>"


def _type_name(etype):
    return getattr(etype, "__qualname__", None) or etype.__name__


def _value_of(exc, value):
    # (exc) or the old (type, value, tb) calling convention
    return exc if value is _sentinel else value


class _Sentinel:
    pass


_sentinel = _Sentinel()


def format_exception_only(exc, /, value=_sentinel):
    value = _value_of(exc, value)
    if value is None and (exc is None or exc is _sentinel):
        return ["NoneType: None\n"]
    etype = type(value) if value is not None else exc
    name = _type_name(etype)
    text = _some_str(value) if value is not None else ""
    lines = [f"{name}: {text}\n" if text else f"{name}\n"]
    notes = getattr(value, "__notes__", None)
    if notes is not None:
        if isinstance(notes, (list, tuple)):
            lines.extend(f"{_some_str(n)}\n" for n in notes)
        else:
            lines.append(f"{_some_str(notes)}\n")
    return lines


def _chain(value, chain):
    out = []
    seen = set()
    while value is not None and id(value) not in seen:
        seen.add(id(value))
        out.append(value)
        if not chain:
            break
        if value.__cause__ is not None:
            value = value.__cause__
        elif value.__context__ is not None and not value.__suppress_context__:
            value = value.__context__
        else:
            break
    return out


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    value = _value_of(exc, value)
    if value is None:
        return format_exception_only(None, None)
    links = _chain(value, chain)
    lines = []
    for i in range(len(links) - 1, -1, -1):
        lines.append("Traceback (most recent call last):\n")
        lines.extend(format_exception_only(type(links[i]), links[i]))
        if i:
            newer = links[i - 1]
            lines.append(_CAUSE if newer.__cause__ is links[i] else _CONTEXT)
    return lines


def format_exc(limit=None, chain=True, _handled=None):
    if _handled is None:
        return "NoneType: None\n"
    return "".join(format_exception(_handled, limit=limit, chain=chain))


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    if file is None:
        file = sys.stderr
    for line in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(line, file=file, end="")


def print_exc(limit=None, file=None, chain=True, _handled=None):
    if file is None:
        file = sys.stderr
    print(format_exc(limit, chain, _handled=_handled), file=file, end="")


def format_tb(tb, limit=None):
    return []


def extract_tb(tb, limit=None):
    return []


def format_list(extracted_list):
    return []


__all__ = ["extract_tb", "format_exc", "format_exception", "format_exception_only", "format_list", "format_tb",
           "print_exc", "print_exception"]
