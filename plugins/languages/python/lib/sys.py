# sys, written for RedDragon's VM (lowered with the programs that import
# it). The analysed program's real process is never touched: stdout.write
# prints like print(end=""), stderr.write goes to the run's stderr,
# exit() raises SystemExit, which ends the run with its status. Names not
# here (stdin, path, modules, ...) are unknown values, like a missing
# import's.


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


def exc_info():
    # the lowerer answers sys.exc_info() inside an except clause; a call it cannot see (through a
    # variable, or from a function an except clause calls) finds no exception
    return (None, None, None)


stdout = _Stdout()
stderr = _Stderr()
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


__all__ = ["stdout", "stderr", "__stdout__", "__stderr__", "exc_info", "argv", "maxsize", "byteorder", "platform", "version", "version_info", "exit",
           "getrecursionlimit", "setrecursionlimit", "getsizeof"]
