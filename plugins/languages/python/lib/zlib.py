# zlib, written for RedDragon's VM (lowered with the programs that import
# it): the checksums crc32 and adler32, computed natively
# (runtime/python_digest.cpp). compress/decompress (deflate) are not
# implemented; calling them raises zlib.error naming the gap.

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
ZLIB_VERSION = "1.2.13"


class error(Exception):
    pass


def _ints(data, fn):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    if isinstance(data, bytes):
        return list(data._v)
    raise TypeError("a bytes-like object is required, not '" + type(data).__name__ + "'")


def crc32(data, value=0, /):
    return __py_digest("crc32", value & 0xFFFFFFFF, _ints(data, "crc32"))


def adler32(data, value=1, /):
    return __py_digest("adler32", value & 0xFFFFFFFF, _ints(data, "adler32"))


def compress(data, /, level=-1, wbits=15):
    raise error("zlib.compress (deflate) is not implemented by RedDragon")


def decompress(data, /, wbits=15, bufsize=16384):
    raise error("zlib.decompress (inflate) is not implemented by RedDragon")


__all__ = ["crc32", "adler32", "compress", "decompress", "error", "MAX_WBITS", "DEFLATED", "DEF_MEM_LEVEL",
           "DEF_BUF_SIZE", "Z_BEST_SPEED", "Z_BEST_COMPRESSION", "Z_DEFAULT_COMPRESSION", "ZLIB_VERSION"]
