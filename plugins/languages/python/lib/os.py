# os, written for RedDragon's VM: the constants and os.path's string
# operations. The process, environment and file system (environ, getcwd,
# listdir, remove, system...) are the program's input or effects it must
# not perform: left out, they stay unknown.
import posixpath as path

name = "posix"
sep = path.sep
curdir = path.curdir
pardir = path.pardir
extsep = path.extsep
altsep = path.altsep
pathsep = path.pathsep
defpath = path.defpath
devnull = path.devnull
linesep = "\n"
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


def fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    if hasattr(p, "__fspath__"):
        return p.__fspath__()
    raise TypeError("expected str, bytes or os.PathLike object, not " + type(p).__name__)


__all__ = ["path", "name", "sep", "curdir", "pardir", "extsep", "altsep", "pathsep", "defpath", "devnull", "linesep",
           "SEEK_SET", "SEEK_CUR", "SEEK_END", "fspath"]
