# string, written for RedDragon's VM (lowered with the programs that import it).

whitespace = " \t\n\r\x0b\x0c"
ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = digits + "abcdef" + "ABCDEF"
octdigits = "01234567"
punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or " ").join(w.capitalize() for w in s.split(sep))


import re as _re


class _Chain:
    # substitute(mapping, **kws): the keywords shadow the mapping
    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, name):
        if name in self.first:
            return self.first[name]
        return self.second[name]

    def __contains__(self, name):
        return name in self.first or name in self.second


class Template:
    # The placeholder syntax comes from the class attributes, so a subclass
    # may change the delimiter, the identifier pattern (also the one inside
    # braces), the regex flags, or give the whole pattern; the pattern has
    # four named groups: escaped, named, braced and invalid.
    delimiter = "$"
    idpattern = r"(?a:[_a-z][_a-z0-9]*)"
    braceidpattern = None
    flags = _re.IGNORECASE

    @classmethod
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        if "pattern" not in cls.__dict__:
            d = _re.escape(cls.delimiter)
            bid = cls.braceidpattern or cls.idpattern
            cls.pattern = d + "(?:(?P<escaped>" + d + ")|(?P<named>" + cls.idpattern + ")|{(?P<braced>" + bid + \
                ")}|(?P<invalid>))"
        if isinstance(cls.pattern, str):
            cls.pattern = _re.compile(cls.pattern, cls.flags | _re.VERBOSE)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start("invalid")
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            line, col = 1, 1
        else:
            line, col = len(lines), i - len("".join(lines[:-1]))
        raise ValueError("Invalid placeholder in string: line %d, col %d" % (line, col))

    @staticmethod
    def _lookup(mapping, kws):
        if mapping is None:
            return kws
        return _Chain(kws, mapping) if kws else mapping

    def substitute(self, mapping=None, /, **kws):
        lookup = self._lookup(mapping, kws)

        def one(mo):
            name = mo.group("named") or mo.group("braced")
            if name is not None:
                return str(lookup[name])
            if mo.group("escaped") is not None:
                return self.delimiter
            if mo.group("invalid") is not None:
                self._invalid(mo)
            raise ValueError("Unrecognized named group in pattern", self.pattern)

        return self.pattern.sub(one, self.template)

    def safe_substitute(self, mapping=None, /, **kws):
        lookup = self._lookup(mapping, kws)

        def one(mo):
            name = mo.group("named") or mo.group("braced")
            if name is not None:
                try:
                    return str(lookup[name])
                except KeyError:
                    return mo.group()
            if mo.group("escaped") is not None:
                return self.delimiter
            if mo.group("invalid") is not None:
                return mo.group()
            raise ValueError("Unrecognized named group in pattern", self.pattern)

        return self.pattern.sub(one, self.template)

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            name = mo.group("named") or mo.group("braced")
            if name is not None:
                if name not in ids:
                    ids.append(name)
            elif mo.group("invalid") is None and mo.group("escaped") is None:
                raise ValueError("Unrecognized named group in pattern", self.pattern)
        return ids

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group("invalid") is not None:
                return False
            if mo.group("named") is None and mo.group("braced") is None and mo.group("escaped") is None:
                raise ValueError("Unrecognized named group in pattern", self.pattern)
        return True


Template.__init_subclass__()  # the base class's own pattern


class Formatter:
    """str.format's machinery, overridable piece by piece (CPython 3.11's string.Formatter)."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == "":
                if auto_arg_index is False:
                    raise ValueError("cannot switch from manual field specification to automatic field numbering")
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError("cannot switch from manual field specification to automatic field numbering")
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                        recursion_depth - 1, auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        """(literal_text, field_name, format_spec, conversion) for each part, as _string.formatter_parser."""
        out = []
        i, n = 0, len(format_string)
        literal = []
        while i < n:
            c = format_string[i]
            if c == "}":
                if i + 1 < n and format_string[i + 1] == "}":
                    literal.append("}")
                    i += 2
                    continue
                raise ValueError("Single '}' encountered in format string")
            if c != "{":
                literal.append(c)
                i += 1
                continue
            if i + 1 < n and format_string[i + 1] == "{":
                literal.append("{")
                i += 2
                continue
            if i + 1 == n:
                raise ValueError("Single '{' encountered in format string")
            depth, j = 1, i + 1
            while j < n and depth:
                if format_string[j] == "{":
                    depth += 1
                elif format_string[j] == "}":
                    depth -= 1
                j += 1
            if depth:
                raise ValueError("expected '}' before end of string")
            field = format_string[i + 1:j - 1]
            name, conversion, spec = field, None, ""
            k = 0
            while k < len(field) and field[k] not in "!:":
                if field[k] == "[":
                    k = field.find("]", k)
                    if k < 0:
                        raise ValueError("Missing ']' in format string")
                k += 1
            name = field[:k]
            rest = field[k:]
            if rest.startswith("!"):
                if len(rest) < 2:
                    raise ValueError("end of string while looking for conversion specifier")
                conversion = rest[1]
                rest = rest[2:]
                if rest and not rest.startswith(":"):
                    raise ValueError("expected ':' after conversion specifier")
            if rest.startswith(":"):
                spec = rest[1:]
            out.append(("".join(literal), name, spec, conversion))
            literal = []
            i = j
        if literal:
            out.append(("".join(literal), None, None, None))
        return out

    def get_field(self, field_name, args, kwargs):
        first, rest = _field_parts(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            obj = getattr(obj, i) if is_attr else obj[i]
        return obj, first


def _field_parts(field_name):
    """'a.b[0]' -> ('a', [(True, 'b'), (False, 0)]); a numeric first part is an int."""
    k = 0
    while k < len(field_name) and field_name[k] not in ".[":
        k += 1
    first = field_name[:k]
    first = int(first) if first.isdigit() else first
    rest = []
    while k < len(field_name):
        if field_name[k] == ".":
            j = k + 1
            while j < len(field_name) and field_name[j] not in ".[":
                j += 1
            if j == k + 1:
                raise ValueError("Empty attribute in format string")
            rest.append((True, field_name[k + 1:j]))
            k = j
        else:
            j = field_name.find("]", k)
            key = field_name[k + 1:j]
            rest.append((False, int(key) if key.isdigit() else key))
            k = j + 1
    return first, rest


__all__ = ["Formatter", "Template", "whitespace", "ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits", "hexdigits", "octdigits",
           "punctuation", "printable", "capwords"]
