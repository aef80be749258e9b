# hashlib, written for RedDragon's VM (lowered with the programs that import
# it): md5, sha1, the SHA-2 and SHA-3 families and SHAKE, computed natively
# by the SDK's shared digests (runtime/python_digest.cpp), and BLAKE2 with
# its key, salt and person (not its tree-hashing parameters). A hash object
# keeps the bytes given to update() and digests them when asked.

algorithms_guaranteed = frozenset({"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256",
                                   "sha3_384", "sha3_512", "shake_128", "shake_256", "blake2b", "blake2s"})
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


class _Shake(_Hash):
    # SHAKE's output length is chosen per call: digest(length), hexdigest(length)
    def __init__(self, name, data=b""):
        _Hash.__init__(self, name, data)
        self.digest_size = 0
        self.block_size = 168 if name == "shake_128" else 136

    def digest(self, length):
        if not isinstance(length, int):
            raise TypeError("'" + type(length).__name__ + "' object cannot be interpreted as an integer")
        if length < 0:
            raise ValueError("negative digest length")
        return bytes(__py_digest("shake", 128 if self.name == "shake_128" else 256, self._buf, length))

    def hexdigest(self, length):
        return self.digest(length).hex()

    def copy(self):
        other = _Shake(self.name)
        other._buf = list(self._buf)
        return other


class _Blake2(_Hash):
    def __init__(self, data=b"", *, digest_size=None, key=b"", salt=b"", person=b"", fanout=1, depth=1,
                 leaf_size=0, node_offset=0, node_depth=0, inner_size=0, last_node=False, usedforsecurity=True):
        big = self.MAX_DIGEST_SIZE == 64
        if digest_size is None:
            digest_size = self.MAX_DIGEST_SIZE
        if not 1 <= digest_size <= self.MAX_DIGEST_SIZE:
            raise ValueError("digest_size must be between 1 and " + str(self.MAX_DIGEST_SIZE) + " bytes")
        if len(key) > self.MAX_KEY_SIZE:
            raise ValueError("maximum key length is " + str(self.MAX_KEY_SIZE) + " bytes")
        if len(salt) > self.SALT_SIZE:
            raise ValueError("maximum salt length is " + str(self.SALT_SIZE) + " bytes")
        if len(person) > self.PERSON_SIZE:
            raise ValueError("maximum person length is " + str(self.PERSON_SIZE) + " bytes")
        self.name = "blake2b" if big else "blake2s"
        self.digest_size = digest_size
        self.block_size = 128 if big else 64
        self._params = (_ints(key), _ints(salt), _ints(person))
        self._buf = []
        if data:
            self.update(data)

    def digest(self):
        key, salt, person = self._params
        return bytes(__py_digest("blake2", self.MAX_DIGEST_SIZE == 64, self._buf, self.digest_size, key, salt, person))

    def copy(self):
        other = type(self)(digest_size=self.digest_size)
        other._params = self._params
        other._buf = list(self._buf)
        return other


class blake2b(_Blake2):
    SALT_SIZE = 16
    PERSON_SIZE = 16
    MAX_KEY_SIZE = 64
    MAX_DIGEST_SIZE = 64


class blake2s(_Blake2):
    SALT_SIZE = 8
    PERSON_SIZE = 8
    MAX_KEY_SIZE = 32
    MAX_DIGEST_SIZE = 32


def new(name, data=b"", *, usedforsecurity=True):
    if not isinstance(name, str):
        raise TypeError("new() argument 'name' must be str, not " + type(name).__name__)
    key = name.lower()
    if key not in algorithms_guaranteed:
        raise ValueError("unsupported hash type " + name)
    if key.startswith("shake"):
        return _Shake(key, data)
    if key.startswith("blake2"):
        return blake2b(data) if key == "blake2b" else blake2s(data)
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


def sha3_224(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_224", data)


def sha3_256(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_256", data)


def sha3_384(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_384", data)


def sha3_512(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_512", data)


def shake_128(data=b"", *, usedforsecurity=True):
    return _Shake("shake_128", data)


def shake_256(data=b"", *, usedforsecurity=True):
    return _Shake("shake_256", data)


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    h = new(digest) if isinstance(digest, str) else digest()
    h.update(fileobj.read())
    return h


__all__ = ["algorithms_guaranteed", "algorithms_available", "new", "md5", "sha1", "sha224", "sha256", "sha384",
           "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "blake2b", "blake2s", "file_digest"]
