# io, written for RedDragon's VM (lowered with the programs that import it):
# StringIO, an in-memory text stream with CPython's read/write/seek rules
# (positions count characters; writing past the end pads with NULs), and
# BytesIO, its binary twin over lib/_bytes.py's bytes (positions count
# bytes; relative seeks allowed); _MemoryIO holds what they share. Files and
# the other stream classes are not modelled.


class UnsupportedOperation(OSError):
    pass


class _MemoryIO:
    # What StringIO and BytesIO share: a buffer (str / list of ints), a
    # position, and the stream protocol around them. A subclass gives
    # _out (the buffer slice as the stream's type), _line_end, _cut and its
    # error texts (CPython's differ in case and punctuation).
    _closed_text = "I/O operation on closed file"
    _negative_size = "Negative size value {}"

    def _start(self, buf):
        self._buf = buf
        self._pos = 0
        self.closed = False

    def _check(self):
        if self.closed:
            raise ValueError(self._closed_text)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._check()
        if size is None or size < 0:
            out = self._buf[self._pos:]
        else:
            out = self._buf[self._pos:self._pos + size]
        self._pos += len(out)
        return self._out(out)

    def readline(self, size=-1):
        self._check()
        end = self._line_end()
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = self._buf[self._pos:end]
        self._pos += len(out)
        return self._out(out)

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                return lines

    def __iter__(self):
        self._check()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError(self._negative_size.format(size))
        self._cut(size)
        return size

    def close(self):
        self.closed = True

    def flush(self):
        self._check()

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *exc):
        self.close()
        return False


class StringIO(_MemoryIO):
    def __init__(self, initial_value="", newline="\n"):
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError(f"initial_value must be str or None, not {type(initial_value).__name__}")
        self._start(initial_value)

    def _out(self, part):
        return part

    def _line_end(self):
        end = self._buf.find("\n", self._pos)
        return len(self._buf) if end < 0 else end + 1

    def _cut(self, size):
        self._buf = self._buf[:size]

    def getvalue(self):
        self._check()
        return self._buf

    def write(self, s):
        self._check()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        if self._pos == len(self._buf):
            self._buf += s
        else:
            if self._pos > len(self._buf):
                self._buf += "\0" * (self._pos - len(self._buf))
            self._buf = self._buf[:self._pos] + s + self._buf[self._pos + len(s):]
        self._pos += len(s)
        return len(s)

    def seek(self, pos, whence=0):
        self._check()
        if whence == 0:
            if pos < 0:
                raise ValueError(f"Negative seek position {pos}")
            self._pos = pos
        elif whence == 1:
            if pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
        elif whence == 2:
            if pos != 0:
                raise OSError("Can't do nonzero end-relative seeks")
            self._pos = len(self._buf)
        else:
            raise ValueError(f"Invalid whence ({whence}, should be 0, 1 or 2)")
        return self._pos


class BytesIO(_MemoryIO):
    _closed_text = "I/O operation on closed file."
    _negative_size = "negative size value {}"

    def __init__(self, initial_bytes=None):
        self._start([] if initial_bytes is None else _byte_list(initial_bytes))

    def _out(self, part):
        return bytes(part)

    def _line_end(self):
        for k in range(self._pos, len(self._buf)):
            if self._buf[k] == 10:
                return k + 1
        return len(self._buf)

    def _cut(self, size):
        del self._buf[size:]

    def getvalue(self):
        self._check()
        return bytes(self._buf)

    def write(self, b):
        self._check()
        data = _byte_list(b)
        if self._pos > len(self._buf):
            self._buf.extend([0] * (self._pos - len(self._buf)))
        self._buf[self._pos:self._pos + len(data)] = data
        self._pos += len(data)
        return len(data)

    def read1(self, size=-1):
        return self.read(size)

    def seek(self, pos, whence=0):
        self._check()
        if whence == 0:
            if pos < 0:
                raise ValueError(f"negative seek value {pos}")
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, len(self._buf) + pos)
        else:
            raise ValueError(f"invalid whence ({whence}, should be 0, 1 or 2)")
        return self._pos


def _byte_list(b):
    if isinstance(b, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    if not isinstance(b, (bytes, bytearray)):
        raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
    return list(b)


__all__ = ["StringIO", "BytesIO", "UnsupportedOperation"]
