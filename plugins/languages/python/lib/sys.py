# sys, written for RedDragon's VM (lowered with the programs that import
# it). The analysed program's real process is never touched: stdout.write
# prints like print(end=""), stderr.write goes to the run's stderr,
# exit() raises SystemExit, which ends the run with its status. stdin reads
# the program's standard input when the user gave one (python_stdin.cpp);
# without one it, like the names not here (path, modules, ...), is an
# unknown value, as a missing import's.


class _Stdout:
    def write(self, s):
        print(s, end="")
        return len(s)

    def writelines(self, lines):
        for s in lines:
            print(s, end="")

    def flush(self):
        pass


class _Stderr:
    # the run's stderr (kept apart from stdout, as a shell sees them)
    def write(self, s):
        return __py_write_err(s)

    def writelines(self, lines):
        for s in lines:
            __py_write_err(s)

    def flush(self):
        pass


class _Stdin:
    # the program's standard input (docs/adr/0020-program-standard-input.md)
    def read(self, size=-1):
        return __py_stdin("read", size)

    def readline(self, size=-1):
        return __py_stdin("readline", size)

    def readlines(self, hint=-1):
        lines = []
        while True:
            line = __py_stdin("readline", -1)
            if not line:
                return lines
            lines.append(line)

    def __iter__(self):
        return self

    def __next__(self):
        line = __py_stdin("readline", -1)
        if not line:
            raise StopIteration
        return line

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def isatty(self):
        return False

    def readable(self):
        return True

    def fileno(self):
        return 0

    def close(self):
        pass

    @property
    def closed(self):
        return False

    @property
    def name(self):
        return "<stdin>"

    @property
    def encoding(self):
        return "utf-8"


def exc_info():
    # the lowerer answers sys.exc_info() inside an except clause; a call it cannot see (through a
    # variable, or from a function an except clause calls) finds no exception
    return (None, None, None)


stdout = _Stdout()
stderr = _Stderr()
stdin = __py_stdin("object", _Stdin)  # a _Stdin, or unknown when the program has no standard input
__stdin__ = stdin
__stdout__ = stdout  # the original streams, as contextlib.redirect_stdout leaves them
__stderr__ = stderr
argv = [__rd_main_file__]  # the program file as given (the VM passes no arguments)
maxsize = 9223372036854775807
byteorder = "little"
platform = "linux"
version = "3.11.7"
version_info = (3, 11, 7, "final", 0)
_recursion_limit = [1000]


def exit(code=None):
    e = SystemExit(code)
    e.code = code
    raise e


def getrecursionlimit():
    return _recursion_limit[0]


def setrecursionlimit(n):
    _recursion_limit[0] = n


def getsizeof(obj, default=None):
    return 64


__all__ = ["stdout", "stderr", "__stdout__", "__stderr__", "stdin", "__stdin__", "exc_info", "argv", "maxsize", "byteorder", "platform", "version", "version_info", "exit",
           "getrecursionlimit", "setrecursionlimit", "getsizeof"]