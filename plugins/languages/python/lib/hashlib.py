# hashlib, written for RedDragon's VM (lowered with the programs that import
# it): md5, sha1 and the SHA-2 family, computed natively by the SDK's shared
# digests (runtime/python_digest.cpp). A hash object keeps the bytes given
# to update() and digests them when asked. blake2, sha3 and shake are not
# implemented: new() rejects them as CPython rejects an unknown name.

algorithms_guaranteed = frozenset({"md5", "sha1", "sha224", "sha256", "sha384", "sha512"})
algorithms_available = algorithms_guaranteed


def _ints(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if isinstance(data, bytes):  # bytearray too
        return list(data._v)
    raise TypeError("object supporting the buffer API required")


class _Hash:
    def __init__(self, name, data=b""):
        self.name = name
        self.digest_size = __py_digest("size", name)
        self.block_size = __py_digest("block", name)
        self._buf = []
        if data:
            self.update(data)

    def update(self, data):
        self._buf.extend(_ints(data))

    def digest(self):
        return bytes(__py_digest("digest", self.name, self._buf))

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        other = _Hash(self.name)
        other._buf = list(self._buf)
        return other

    def __repr__(self):
        return "<" + self.name + " _hashlib.HASH object>"


def new(name, data=b"", *, usedforsecurity=True):
    if not isinstance(name, str):
        raise TypeError("new() argument 'name' must be str, not " + type(name).__name__)
    key = name.lower()
    if key not in algorithms_guaranteed:
        raise ValueError("unsupported hash type " + name)
    return _Hash(key, data)


def md5(data=b"", *, usedforsecurity=True):
    return _Hash("md5", data)


def sha1(data=b"", *, usedforsecurity=True):
    return _Hash("sha1", data)


def sha224(data=b"", *, usedforsecurity=True):
    return _Hash("sha224", data)


def sha256(data=b"", *, usedforsecurity=True):
    return _Hash("sha256", data)


def sha384(data=b"", *, usedforsecurity=True):
    return _Hash("sha384", data)


def sha512(data=b"", *, usedforsecurity=True):
    return _Hash("sha512", data)


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    h = new(digest) if isinstance(digest, str) else digest()
    h.update(fileobj.read())
    return h


__all__ = ["algorithms_guaranteed", "algorithms_available", "new", "md5", "sha1", "sha224", "sha256", "sha384",
           "sha512", "file_digest"]
