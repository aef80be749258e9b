# posixpath (os.path on POSIX), written for RedDragon's VM: the pure string
# operations on paths. What asks the file system or the environment
# (exists, isfile, getsize, expanduser, a relative path's abspath) is the
# program's input and is left out, so it stays unknown.

sep = "/"
curdir = "."
pardir = ".."
extsep = "."
altsep = None
pathsep = ":"
defpath = "/bin:/usr/bin"
devnull = "/dev/null"


def _cut(p):
    # index just past the last separator
    return p.rfind("/") + 1


def basename(p):
    return p[_cut(p):]


def dirname(p):
    head = p[:_cut(p)]
    if head and head.strip("/"):
        head = head.rstrip("/")
    return head


def split(p):
    i = _cut(p)
    head, tail = p[:i], p[i:]
    if head and head.strip("/"):
        head = head.rstrip("/")
    return head, tail


def splitext(p):
    slash = p.rfind("/")
    dot = p.rfind(".")
    if dot > slash:
        # a name made only of leading dots (".bashrc") has no extension
        if p[slash + 1:dot].strip("."):
            return p[:dot], p[dot:]
        return p, p[:0]
    return p, p[:0]


def splitdrive(p):
    return p[:0], p


def join(a, *parts):
    path = a
    for b in parts:
        if b.startswith("/"):
            path = b
        elif not path or path.endswith("/"):
            path = path + b
        else:
            path = path + "/" + b
    return path


def isabs(s):
    return s.startswith("/")


def normpath(path):
    if path == "":
        return "."
    lead = 0
    if path.startswith("/"):
        lead = 2 if path.startswith("//") and not path.startswith("///") else 1
    out = []
    for comp in path.split("/"):
        if comp == "" or comp == ".":
            continue
        if comp == ".." and out and out[-1] != "..":
            out.pop()
        elif comp == ".." and lead:
            continue  # /.. is /
        else:
            out.append(comp)
    result = "/" * lead + "/".join(out)
    return result or "."


def abspath(path):
    if isabs(path):
        return normpath(path)
    import os  # the working directory is an input: os.getcwd() stays unknown

    rel = normpath(path)
    return os.getcwd() if rel == "." else os.getcwd() + "/" + rel


def commonprefix(m):
    if not m:
        return ""
    lo, hi = min(m), max(m)
    n = 0
    while n < len(lo) and lo[n] == hi[n]:
        n += 1
    return lo[:n]


def commonpath(paths):
    if not paths:
        raise ValueError("commonpath() arg is an empty sequence")
    absolute = [isabs(p) for p in paths]
    if any(absolute) and not all(absolute):
        raise ValueError("Can't mix absolute and relative paths")
    split_paths = [[c for c in p.split("/") if c and c != "."] for p in paths]
    common = commonprefix(split_paths)
    return ("/" if absolute[0] else "") + "/".join(common)


def relpath(path, start=None):
    if not path:
        raise ValueError("no path specified")
    here = [c for c in abspath(start if start is not None else curdir).split("/") if c]
    there = [c for c in abspath(path).split("/") if c]
    i = len(commonprefix([here, there]))
    parts = [pardir] * (len(here) - i) + there[i:]
    return join(*parts) if parts else curdir


__all__ = ["sep", "curdir", "pardir", "extsep", "altsep", "pathsep", "defpath", "devnull", "basename", "dirname",
           "split", "splitext", "splitdrive", "join", "isabs", "normpath", "abspath", "commonprefix", "commonpath",
           "relpath"]
