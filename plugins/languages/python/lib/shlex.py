# shlex, written for RedDragon's VM (lowered with the programs that import
# it): split in POSIX mode as CPython 3.11's shlex (whitespace_split, quotes,
# backslash escapes, optional # comments, its ValueErrors), quote and join.
# The shlex class itself (the token-by-token lexer) is not modelled.

_WHITESPACE = " \t\r\n"
_SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-"


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError("s argument must not be None")
    tokens = []
    token = None  # None: no token started ('' is a token after "")
    state = " "
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        i += 1
        if state == " ":
            if c in _WHITESPACE:
                if token is not None:
                    tokens.append(token)
                    token = None
            elif comments and c == "#":
                while i < n and s[i] != "\n":
                    i += 1
                if token is not None:
                    tokens.append(token)
                    token = None
            elif c == "\\" and posix:
                if i >= n:
                    raise ValueError("No escaped character")
                token = (token or "") + s[i]
                i += 1
            elif c in "'\"":
                token = token or ""
                if not posix:
                    token += c
                state = c
            else:
                token = (token or "") + c
        elif state == "'":
            if c == "'":
                if not posix:
                    token += c
                state = " "
            else:
                token += c
        else:  # inside double quotes
            if c == '"':
                if not posix:
                    token += c
                state = " "
            elif c == "\\" and posix:
                if i >= n:
                    raise ValueError("No escaped character")
                nxt = s[i]
                i += 1
                token += nxt if nxt in '"\\' else "\\" + nxt
            else:
                token += c
    if state != " ":
        raise ValueError("No closing quotation")
    if token is not None:
        tokens.append(token)
    return tokens


def quote(s):
    if not s:
        return "''"
    for c in s:
        if c not in _SAFE:
            return "'" + s.replace("'", "'\"'\"'") + "'"
    return s


def join(split_command):
    return " ".join(quote(arg) for arg in split_command)


__all__ = ["split", "quote", "join"]
