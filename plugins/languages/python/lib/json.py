# json, written for RedDragon's VM (lowered with the programs that import it).
# Follows CPython 3.11's json package: the encoder's separators, indent,
# sort_keys, ensure_ascii, default= and float repr, and the decoder's
# JSONDecodeError messages and positions. The containers of lib/collections.py
# wrap a dict/tuple instead of subclassing it, so they are recognised by
# their fields (_d, _values).


class JSONDecodeError(ValueError):
    def __init__(self, msg, doc, pos):
        lineno = doc.count("\n", 0, pos) + 1
        colno = pos - doc.rfind("\n", 0, pos)
        super().__init__("%s: line %d column %d (char %d)" % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


# Whether the VM's strings iterate by UTF-8 byte rather than by code point:
# then ensure_ascii decodes the bytes of each character itself.
_BYTE_STRINGS = len("\u00fc") == 2


def _quote(s, ensure_ascii):
    out = ['"']
    i = 0
    n = len(s)
    while i < n:
        ch = s[i]
        i += 1
        e = _ESCAPES.get(ch)
        if e is not None:
            out.append(e)
            continue
        c = ord(ch)
        if c < 0x20:
            out.append("\\u%04x" % c)
        elif c < 0x7F or not ensure_ascii:
            out.append(ch)
        else:
            if _BYTE_STRINGS and c >= 0xC0:
                extra = 1 if c < 0xE0 else (2 if c < 0xF0 else 3)
                c &= 0x3F >> extra
                for _ in range(extra):
                    if i < n:
                        c = (c << 6) | (ord(s[i]) & 0x3F)
                        i += 1
            if c > 0xFFFF:
                c -= 0x10000
                out.append("\\u%04x\\u%04x" % (0xD800 | (c >> 10), 0xDC00 | (c & 0x3FF)))
            else:
                out.append("\\u%04x" % c)
    out.append('"')
    return "".join(out)


def _float_text(o, allow_nan):
    if o != o:
        text = "NaN"
    elif o == float("inf"):
        text = "Infinity"
    elif o == -float("inf"):
        text = "-Infinity"
    else:
        return repr(o)
    if not allow_nan:
        raise ValueError("Out of range float values are not JSON compliant")
    return text


def _int_enum(o):
    # an IntEnum/IntFlag member is an int subclass in CPython: encoded as its value
    # (lib/enum.py's members are not ints; they carry _value_ and __index__)
    return hasattr(o, "_value_") and hasattr(type(o), "__index__") and isinstance(o._value_, int)


class JSONEncoder:
    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError("Object of type " + type(o).__name__ + " is not JSON serializable")

    def encode(self, o):
        out = []
        self._encode(o, out, 0, set())
        return "".join(out)

    def iterencode(self, o, _one_shot=False):
        return iter([self.encode(o)])

    def _key(self, k):
        if isinstance(k, str):
            return k
        if k is True:
            return "true"
        if k is False:
            return "false"
        if k is None:
            return "null"
        if isinstance(k, float):
            return _float_text(k, self.allow_nan)
        if isinstance(k, int) or _int_enum(k):
            return str(int(k))
        if self.skipkeys:
            return None
        raise TypeError("keys must be str, int, float, bool or None, not " + type(k).__name__)

    def _newline(self, out, level):
        if self.indent is not None:
            out.append("\n" + self.indent * level)

    def _enter(self, o, seen):
        if self.check_circular:
            if id(o) in seen:
                raise ValueError("Circular reference detected")
            seen.add(id(o))

    def _encode(self, o, out, level, seen):
        if isinstance(o, str):
            out.append(_quote(o, self.ensure_ascii))
        elif o is None:
            out.append("null")
        elif o is True:
            out.append("true")
        elif o is False:
            out.append("false")
        elif isinstance(o, int) or _int_enum(o):
            out.append(str(int(o)))
        elif isinstance(o, float):
            out.append(_float_text(o, self.allow_nan))
        elif isinstance(o, (list, tuple)) or (hasattr(o, "_values") and hasattr(o, "_fields")):
            self._encode_list(list(o), o, out, level, seen)
        elif isinstance(o, dict):
            self._encode_dict(o, out, level, seen)
        elif hasattr(o, "_d") and isinstance(o._d, dict):
            self._encode_dict(o._d, out, level, seen)
        else:
            self._enter(o, seen)
            self._encode(self.default(o), out, level, seen)
            seen.discard(id(o))

    def _encode_list(self, items, o, out, level, seen):
        if not items:
            out.append("[]")
            return
        self._enter(o, seen)
        out.append("[")
        first = True
        for v in items:
            if not first:
                out.append(self.item_separator)
            first = False
            self._newline(out, level + 1)
            self._encode(v, out, level + 1, seen)
        self._newline(out, level)
        out.append("]")
        seen.discard(id(o))

    def _encode_dict(self, d, out, level, seen):
        if not d:
            out.append("{}")
            return
        self._enter(d, seen)
        out.append("{")
        items = sorted(d.items()) if self.sort_keys else d.items()
        first = True
        for k, v in items:
            key = self._key(k)
            if key is None:
                continue
            if not first:
                out.append(self.item_separator)
            first = False
            self._newline(out, level + 1)
            out.append(_quote(key, self.ensure_ascii))
            out.append(self.key_separator)
            self._encode(v, out, level + 1, seen)
        self._newline(out, level)
        out.append("}")
        seen.discard(id(d))


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None,
          separators=None, default=None, sort_keys=False, **kw):
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular, allow_nan=allow_nan,
               indent=indent, separators=separators, default=default, sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


_WS = " \t\n\r"
_NUMBER_START = "-0123456789"
_DIGITS = "0123456789"
_HEX = "0123456789abcdefABCDEF"
_UNESCAPE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


class _Decoder:
    def __init__(self, s, object_hook, object_pairs_hook, parse_float, parse_int, parse_constant, strict):
        self.s = s
        self.n = len(s)
        self.object_hook = object_hook
        self.object_pairs_hook = object_pairs_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict

    def ws(self, i):
        s = self.s
        while i < self.n and s[i] in _WS:
            i += 1
        return i

    def value(self, i):
        s = self.s
        if i >= self.n:
            raise JSONDecodeError("Expecting value", s, i)
        c = s[i]
        if c == '"':
            return self.string(i + 1)
        if c == "{":
            return self.object(i + 1)
        if c == "[":
            return self.array(i + 1)
        if c == "n" and s[i:i + 4] == "null":
            return None, i + 4
        if c == "t" and s[i:i + 4] == "true":
            return True, i + 4
        if c == "f" and s[i:i + 5] == "false":
            return False, i + 5
        if c == "N" and s[i:i + 3] == "NaN":
            return self.constant("NaN"), i + 3
        if c == "I" and s[i:i + 8] == "Infinity":
            return self.constant("Infinity"), i + 8
        if c == "-" and s[i:i + 9] == "-Infinity":
            return self.constant("-Infinity"), i + 9
        if c in _NUMBER_START:
            return self.number(i)
        raise JSONDecodeError("Expecting value", s, i)

    def constant(self, name):
        if self.parse_constant is not None:
            return self.parse_constant(name)
        return float(name.replace("Infinity", "inf"))

    def number(self, i):
        s = self.s
        start = i
        if s[i] == "-":
            i += 1
        if i >= self.n or s[i] not in _DIGITS:
            raise JSONDecodeError("Expecting value", s, start)
        if s[i] == "0":
            i += 1
        else:
            while i < self.n and s[i] in _DIGITS:
                i += 1
        is_float = False
        if i + 1 < self.n and s[i] == "." and s[i + 1] in _DIGITS:
            is_float = True
            i += 2
            while i < self.n and s[i] in _DIGITS:
                i += 1
        if i < self.n and s[i] in "eE":
            j = i + 1
            if j < self.n and s[j] in "+-":
                j += 1
            if j < self.n and s[j] in _DIGITS:
                is_float = True
                i = j
                while i < self.n and s[i] in _DIGITS:
                    i += 1
        text = s[start:i]
        if is_float:
            return (self.parse_float or float)(text), i
        return (self.parse_int or int)(text), i

    def string(self, i):
        s = self.s
        begin = i - 1
        out = []
        chunk = i
        while True:
            if i >= self.n:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            c = s[i]
            if c == '"':
                out.append(s[chunk:i])
                return "".join(out), i + 1
            if c == "\\":
                out.append(s[chunk:i])
                i += 1
                if i >= self.n:
                    raise JSONDecodeError("Unterminated string starting at", s, begin)
                e = s[i]
                if e == "u":
                    code = self.hex4(i + 1)
                    i += 5
                    if 0xD800 <= code <= 0xDBFF and s[i:i + 2] == "\\u":
                        low = self.hex4(i + 2)
                        if 0xDC00 <= low <= 0xDFFF:
                            code = 0x10000 + (((code - 0xD800) << 10) | (low - 0xDC00))
                            i += 6
                    out.append(chr(code))
                elif e in _UNESCAPE:
                    out.append(_UNESCAPE[e])
                    i += 1
                else:
                    raise JSONDecodeError("Invalid \\escape", s, i - 1)
                chunk = i
                continue
            if self.strict and ord(c) < 0x20:
                raise JSONDecodeError("Invalid control character at", s, i)
            i += 1

    def hex4(self, i):
        s = self.s
        digits = s[i:i + 4]
        if len(digits) != 4 or any(d not in _HEX for d in digits) or digits[1:2] in "xX":
            raise JSONDecodeError("Invalid \\uXXXX escape", s, i - 1)
        return int(digits, 16)

    def object(self, i):
        s = self.s
        pairs = []
        i = self.ws(i)
        if i < self.n and s[i] == "}":
            return self.finish_object(pairs), i + 1
        while True:
            if i >= self.n or s[i] != '"':
                raise JSONDecodeError("Expecting property name enclosed in double quotes", s, i)
            key, i = self.string(i + 1)
            i = self.ws(i)
            if i >= self.n or s[i] != ":":
                raise JSONDecodeError("Expecting ':' delimiter", s, i)
            i = self.ws(i + 1)
            value, i = self.value(i)
            pairs.append((key, value))
            i = self.ws(i)
            if i < self.n and s[i] == "}":
                return self.finish_object(pairs), i + 1
            if i >= self.n or s[i] != ",":
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self.ws(i + 1)

    def finish_object(self, pairs):
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs)
        d = dict(pairs)
        if self.object_hook is not None:
            return self.object_hook(d)
        return d

    def array(self, i):
        s = self.s
        out = []
        i = self.ws(i)
        if i < self.n and s[i] == "]":
            return out, i + 1
        while True:
            value, i = self.value(i)
            out.append(value)
            i = self.ws(i)
            if i < self.n and s[i] == "]":
                return out, i + 1
            if i >= self.n or s[i] != ",":
                raise JSONDecodeError("Expecting ',' delimiter", s, i)
            i = self.ws(i + 1)


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def raw_decode(self, s, idx=0):
        d = _Decoder(s, self.object_hook, self.object_pairs_hook, self.parse_float, self.parse_int,
                     self.parse_constant, self.strict)
        return d.value(idx)

    def decode(self, s):
        d = _Decoder(s, self.object_hook, self.object_pairs_hook, self.parse_float, self.parse_int,
                     self.parse_constant, self.strict)
        value, end = d.value(d.ws(0))
        end = d.ws(end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return value


def detect_encoding(b):
    # RFC 4627 section 3: the zero bytes among the first four give the UTF width
    if b.startswith((b"\x00\x00\xfe\xff", b"\xff\xfe\x00\x00")):
        return "utf-32"
    if b.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    if b.startswith(b"\xef\xbb\xbf"):
        return "utf-8-sig"
    if len(b) >= 4:
        if not b[0]:
            return "utf-16-be" if b[1] else "utf-32-be"
        if not b[1]:
            return "utf-16-le" if b[2] or b[3] else "utf-32-le"
    elif len(b) == 2:
        if not b[0]:
            return "utf-16-be"
        if not b[1]:
            return "utf-16-le"
    return "utf-8"


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    if isinstance(s, (bytes, bytearray)):
        s = bytes(s).decode(detect_encoding(s), "surrogatepass")
    elif not isinstance(s, str):
        raise TypeError("the JSON object must be str, bytes or bytearray, not " + type(s).__name__)
    if cls is None:
        cls = JSONDecoder
    return cls(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int, parse_constant=parse_constant,
               object_pairs_hook=object_pairs_hook, **kw).decode(s)


def load(fp, **kw):
    return loads(fp.read(), **kw)


# detect_encoding is public in CPython (not in its __all__); listed so json.detect_encoding resolves
__all__ = ["dump", "dumps", "load", "loads", "JSONDecoder", "JSONDecodeError", "JSONEncoder", "detect_encoding"]
