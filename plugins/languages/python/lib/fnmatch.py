# fnmatch, written for RedDragon's VM (lowered with the programs that import
# it): shell-style wildcards (* ? [seq] [!seq]) translated to a regular
# expression as CPython 3.11 does, so translate() returns its text (the last
# star ".*", an earlier one the atomic group "(?>.*?fixed)"). On POSIX
# fnmatch is case-sensitive (os.path.normcase changes nothing), like
# fnmatchcase.

import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_cache = {}


def _set_body(pat, i, j):
    # the characters between '[' (at i - 1) and its ']' (at j) as a regex set body
    stuff = pat[i:j]
    if "-" not in stuff:
        stuff = stuff.replace("\\", "\\\\")
    else:
        # split at the hyphens that are not range ends, escape each piece,
        # and drop ranges running backwards (they match nothing)
        chunks = []
        k = i + 2 if pat[i] == "!" else i + 1
        while True:
            k = pat.find("-", k, j)
            if k < 0:
                break
            chunks.append(pat[i:k])
            i = k + 1
            k = k + 3
        chunk = pat[i:j]
        if chunk:
            chunks.append(chunk)
        else:
            chunks[-1] += "-"
        for k in range(len(chunks) - 1, 0, -1):
            if chunks[k - 1][-1] > chunks[k][0]:
                chunks[k - 1] = chunks[k - 1][:-1] + chunks[k][1:]
                del chunks[k]
        stuff = "-".join(c.replace("\\", "\\\\").replace("-", "\\-") for c in chunks)
    out = []
    for ch in stuff:  # set operations (&&, ~~, ||) are escaped
        out.append("\\" + ch if ch in "&~|" else ch)
    return "".join(out)


def _parts(pat, star):
    res = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            if not res or res[-1] is not star:
                res.append(star)
        elif c == "?":
            res.append(".")
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                res.append("\\[")
                continue
            stuff = _set_body(pat, i, j)
            i = j + 1
            if not stuff:
                res.append("(?!)")
            elif stuff == "!":
                res.append(".")
            else:
                if stuff[0] == "!":
                    stuff = "^" + stuff[1:]
                elif stuff[0] in ("^", "["):
                    stuff = "\\" + stuff
                res.append("[" + stuff + "]")
        else:
            res.append(re.escape(c))
    return res


def translate(pat):
    star = object()
    parts = _parts(pat, star)
    res = []
    i, n = 0, len(parts)
    while i < n and parts[i] is not star:
        res.append(parts[i])
        i += 1
    while i < n:
        i += 1  # a star
        if i == n:
            res.append(".*")
            break
        fixed = []
        while i < n and parts[i] is not star:
            fixed.append(parts[i])
            i += 1
        fixed = "".join(fixed)
        if i == n:
            res.append(".*")
            res.append(fixed)
        else:
            res.append("(?>.*?" + fixed + ")")  # atomic: no backtracking into it (3.11)
    return "(?s:" + "".join(res) + ")\\Z"


def _compiled(pat):
    m = _cache.get(pat)
    if m is None:
        m = re.compile(translate(pat)).match
        _cache[pat] = m
    return m


def fnmatchcase(name, pat):
    return _compiled(pat)(name) is not None


def fnmatch(name, pat):
    return fnmatchcase(name, pat)


def filter(names, pat):
    match = _compiled(pat)
    return [name for name in names if match(name)]
