# features: try_statement, raise_statement, import_statement, dictionary, exception_hierarchy
# A fake file-system layer reports failures as OSError(errno, text, path);
# CPython turns each errno into its OSError subclass, which the caller
# catches by kind. Plugins fail to load with ImportError(name=, path=).
import errno

FAILURES = {
    "/etc/missing.conf": errno.ENOENT,
    "/tmp/exists": errno.EEXIST,
    "/root/secret": errno.EACCES,
    "/bin/ls": errno.EPERM,
    "/home": errno.EISDIR,
    "/etc/passwd/x": errno.ENOTDIR,
    "sock:busy": errno.EAGAIN,
    "sock:refused": errno.ECONNREFUSED,
    "sock:reset": errno.ECONNRESET,
    "sock:aborted": errno.ECONNABORTED,
    "pipe:closed": errno.EPIPE,
    "net:slow": errno.ETIMEDOUT,
    "proc:gone": errno.ESRCH,
    "proc:child": errno.ECHILD,
    "sys:intr": errno.EINTR,
    "disk:full": errno.ENOSPC,
}


def open_resource(path):
    code = FAILURES.get(path)
    if code is not None:
        raise OSError(code, f"simulated {errno.errorcode[code]}", path)
    return f"<handle {path}>"


for path in FAILURES:
    try:
        open_resource(path)
    except FileNotFoundError as exc:
        print("not found ->", exc.filename)
    except PermissionError as exc:
        print("permission", exc.errno, exc.strerror)
    except ConnectionError as exc:
        print("connection", type(exc).__name__, isinstance(exc, OSError), exc)
    except OSError as exc:
        print(type(exc).__name__, exc.errno, errno.errorcode[exc.errno], "|", exc)
print(open_resource("/etc/hosts"))

# only OSError itself is mapped; a subclass or one argument stays as given
print(repr(OSError(errno.ENOENT, "gone")), type(OSError(errno.ENOENT)).__name__)
print(type(FileExistsError(errno.ENOENT, "x")).__name__, type(OSError("text only")).__name__)
print(type(OSError(9999, "unknown code")).__name__, OSError(2, "x", "a", None, "b"))
print(errno.EWOULDBLOCK == errno.EAGAIN, errno.errorcode[errno.EWOULDBLOCK])
print(issubclass(BrokenPipeError, ConnectionError), issubclass(TimeoutError, OSError), IOError is OSError)
try:
    OSError(2, "x", bogus=1)
except TypeError as exc:
    print("TypeError:", exc)


def load_plugin(name):
    if name.startswith("_"):
        raise ImportError(f"plugin {name} is private", name=name, path=f"/plugins/{name}.py")
    if name == "ghost":
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    return name.title()


for plugin in ["charts", "_internal", "ghost"]:
    try:
        print("loaded", load_plugin(plugin))
    except ModuleNotFoundError as exc:
        print("missing module:", exc.name, exc.path, "|", exc, "|", exc.msg)
    except ImportError as exc:
        print("import failed:", exc.name, exc.path, "|", exc, "|", repr(exc))
e = ImportError()
print(e.name, e.path, e.msg, repr(e), ImportError("a", "b").msg)
try:
    ImportError("x", module="y")
except TypeError as exc:
    print("TypeError:", exc)
try:
    ValueError("x", code=3)
except TypeError as exc:
    print("TypeError:", exc)
