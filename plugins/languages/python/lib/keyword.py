# keyword, as CPython 3.11's (lowered with the programs that import it).
kwlist = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
    "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
]
softkwlist = ["_", "case", "match"]
_KW = frozenset(kwlist)
_SOFT = frozenset(softkwlist)


def iskeyword(s):
    return s in _KW


def issoftkeyword(s):
    return s in _SOFT

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]
