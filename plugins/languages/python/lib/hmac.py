# hmac, written for RedDragon's VM (lowered with the programs that import
# it): RFC 2104 over lib/hashlib.py's digests, with CPython's argument
# errors; digestmod is a name, a hashlib constructor or the module-like
# object a constructor returns.
import hashlib as _hashlib

trans_5C = bytes((x ^ 0x5C) for x in range(256))
trans_36 = bytes((x ^ 0x36) for x in range(256))
digest_size = None


def _constructor(digestmod):
    if isinstance(digestmod, str):
        return lambda d=b"": _hashlib.new(digestmod, d)
    if callable(digestmod):
        return digestmod
    return lambda d=b"": digestmod.new(d)


class HMAC:
    blocksize = 64

    def __init__(self, key, msg=None, digestmod=""):
        if not isinstance(key, (bytes, bytearray)):
            raise TypeError("key: expected bytes or bytearray, but got %r" % type(key).__name__)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        self._make = _constructor(digestmod)
        self._outer = self._make()
        self._inner = self._make()
        self.digest_size = self._inner.digest_size
        self.block_size = self._inner.block_size
        blocksize = self.block_size
        if len(key) > blocksize:
            key = self._make(key).digest()
        key = bytes(key) + bytes(blocksize - len(key))
        self._outer.update(bytes(b ^ 0x5C for b in key))
        self._inner.update(bytes(b ^ 0x36 for b in key))
        if msg is not None:
            self.update(msg)

    @property
    def name(self):
        return "hmac-" + self._inner.name

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = HMAC.__new__(HMAC)
        other._make = self._make
        other.digest_size = self.digest_size
        other.block_size = self.block_size
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def digest(self):
        h = self._outer.copy()
        h.update(self._inner.digest())
        return h.digest()

    def hexdigest(self):
        return self.digest().hex()


def new(key, msg=None, digestmod=""):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    return HMAC(key, msg, digest).digest()


def compare_digest(a, b):
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        return a == b
    if isinstance(a, (bytes, bytearray)) and isinstance(b, (bytes, bytearray)):
        return bytes(a) == bytes(b)
    if isinstance(a, (bytes, bytearray)) or isinstance(b, (bytes, bytearray)):
        other = b if isinstance(a, (bytes, bytearray)) else a
        raise TypeError("a bytes-like object is required, not '%s'" % type(other).__name__)
    raise TypeError("unsupported operand types(s) or combination of types: '%s' and '%s'" %
                    (type(a).__name__, type(b).__name__))


__all__ = ["HMAC", "new", "digest", "compare_digest", "trans_5C", "trans_36", "digest_size"]
