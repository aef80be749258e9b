# stat, written for RedDragon's VM (lowered with the programs that import it):
# the constants and mode predicates of CPython's stat/_stat on Linux.

ST_MODE, ST_INO, ST_DEV, ST_NLINK, ST_UID, ST_GID, ST_SIZE, ST_ATIME, ST_MTIME, ST_CTIME = range(10)

S_IFDIR = 0o040000
S_IFCHR = 0o020000
S_IFBLK = 0o060000
S_IFREG = 0o100000
S_IFIFO = 0o010000
S_IFLNK = 0o120000
S_IFSOCK = 0o140000
S_IFDOOR = 0
S_IFPORT = 0
S_IFWHT = 0

S_ISUID = 0o4000
S_ISGID = 0o2000
S_ENFMT = S_ISGID
S_ISVTX = 0o1000
S_IREAD = 0o400
S_IWRITE = 0o200
S_IEXEC = 0o100
S_IRWXU = 0o700
S_IRUSR = 0o400
S_IWUSR = 0o200
S_IXUSR = 0o100
S_IRWXG = 0o070
S_IRGRP = 0o040
S_IWGRP = 0o020
S_IXGRP = 0o010
S_IRWXO = 0o007
S_IROTH = 0o004
S_IWOTH = 0o002
S_IXOTH = 0o001

UF_NODUMP = 0x1
UF_IMMUTABLE = 0x2
UF_APPEND = 0x4
UF_OPAQUE = 0x8
UF_NOUNLINK = 0x10
UF_COMPRESSED = 0x20
UF_HIDDEN = 0x8000
SF_ARCHIVED = 0x10000
SF_IMMUTABLE = 0x20000
SF_APPEND = 0x40000
SF_NOUNLINK = 0x100000
SF_SNAPSHOT = 0x200000

FILE_ATTRIBUTE_READONLY = 1
FILE_ATTRIBUTE_HIDDEN = 2
FILE_ATTRIBUTE_SYSTEM = 4
FILE_ATTRIBUTE_DIRECTORY = 16
FILE_ATTRIBUTE_ARCHIVE = 32
FILE_ATTRIBUTE_DEVICE = 64
FILE_ATTRIBUTE_NORMAL = 128
FILE_ATTRIBUTE_TEMPORARY = 256
FILE_ATTRIBUTE_SPARSE_FILE = 512
FILE_ATTRIBUTE_REPARSE_POINT = 1024
FILE_ATTRIBUTE_COMPRESSED = 2048
FILE_ATTRIBUTE_OFFLINE = 4096
FILE_ATTRIBUTE_NOT_CONTENT_INDEXED = 8192
FILE_ATTRIBUTE_ENCRYPTED = 16384
FILE_ATTRIBUTE_INTEGRITY_STREAM = 32768
FILE_ATTRIBUTE_VIRTUAL = 65536
FILE_ATTRIBUTE_NO_SCRUB_DATA = 131072


def _mode(mode):
    # the C module takes any int (bool included), nothing else
    if not isinstance(mode, int):
        raise TypeError("an integer is required")
    return mode


def S_IMODE(mode):
    return _mode(mode) & 0o7777


def S_IFMT(mode):
    return _mode(mode) & 0o170000


def S_ISDIR(mode):
    return S_IFMT(mode) == S_IFDIR


def S_ISCHR(mode):
    return S_IFMT(mode) == S_IFCHR


def S_ISBLK(mode):
    return S_IFMT(mode) == S_IFBLK


def S_ISREG(mode):
    return S_IFMT(mode) == S_IFREG


def S_ISFIFO(mode):
    return S_IFMT(mode) == S_IFIFO


def S_ISLNK(mode):
    return S_IFMT(mode) == S_IFLNK


def S_ISSOCK(mode):
    return S_IFMT(mode) == S_IFSOCK


def S_ISDOOR(mode):
    _mode(mode)
    return False


def S_ISPORT(mode):
    _mode(mode)
    return False


def S_ISWHT(mode):
    _mode(mode)
    return False


_TYPE_CHARS = {S_IFREG: "-", S_IFDIR: "d", S_IFLNK: "l", S_IFCHR: "c", S_IFBLK: "b", S_IFIFO: "p", S_IFSOCK: "s"}


def filemode(mode):
    """'-rwxr-xr-x' as ls -l prints it; an unknown file type is '?' (the C module's choice)."""
    kind = _TYPE_CHARS.get(S_IFMT(mode), "?")
    out = [kind]
    for shift, special, on, off in ((6, S_ISUID, "s", "S"), (3, S_ISGID, "s", "S"), (0, S_ISVTX, "t", "T")):
        bits = (mode >> shift) & 7
        out.append("r" if bits & 4 else "-")
        out.append("w" if bits & 2 else "-")
        if mode & special:
            out.append(on if bits & 1 else off)
        else:
            out.append("x" if bits & 1 else "-")
    return "".join(out)


__all__ = [
    "FILE_ATTRIBUTE_ARCHIVE", "FILE_ATTRIBUTE_COMPRESSED", "FILE_ATTRIBUTE_DEVICE",
           "FILE_ATTRIBUTE_DIRECTORY", "FILE_ATTRIBUTE_ENCRYPTED", "FILE_ATTRIBUTE_HIDDEN",
           "FILE_ATTRIBUTE_INTEGRITY_STREAM", "FILE_ATTRIBUTE_NORMAL", "FILE_ATTRIBUTE_NOT_CONTENT_INDEXED",
           "FILE_ATTRIBUTE_NO_SCRUB_DATA", "FILE_ATTRIBUTE_OFFLINE", "FILE_ATTRIBUTE_READONLY",
           "FILE_ATTRIBUTE_REPARSE_POINT", "FILE_ATTRIBUTE_SPARSE_FILE", "FILE_ATTRIBUTE_SYSTEM",
           "FILE_ATTRIBUTE_TEMPORARY", "FILE_ATTRIBUTE_VIRTUAL", "SF_APPEND", "SF_ARCHIVED", "SF_IMMUTABLE",
           "SF_NOUNLINK", "SF_SNAPSHOT", "ST_ATIME", "ST_CTIME", "ST_DEV", "ST_GID", "ST_INO", "ST_MODE",
           "ST_MTIME", "ST_NLINK", "ST_SIZE", "ST_UID", "S_ENFMT", "S_IEXEC", "S_IFBLK", "S_IFCHR", "S_IFDIR",
           "S_IFDOOR", "S_IFIFO", "S_IFLNK", "S_IFMT", "S_IFPORT", "S_IFREG", "S_IFSOCK", "S_IFWHT",
           "S_IMODE", "S_IREAD", "S_IRGRP", "S_IROTH", "S_IRUSR", "S_IRWXG", "S_IRWXO", "S_IRWXU", "S_ISBLK",
           "S_ISCHR", "S_ISDIR", "S_ISDOOR", "S_ISFIFO", "S_ISGID", "S_ISLNK", "S_ISPORT", "S_ISREG",
           "S_ISSOCK", "S_ISUID", "S_ISVTX", "S_ISWHT", "S_IWGRP", "S_IWOTH", "S_IWRITE", "S_IWUSR",
           "S_IXGRP", "S_IXOTH", "S_IXUSR", "UF_APPEND", "UF_COMPRESSED", "UF_HIDDEN", "UF_IMMUTABLE",
           "UF_NODUMP", "UF_NOUNLINK", "UF_OPAQUE", "filemode"]
