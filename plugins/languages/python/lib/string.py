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


__all__ = ["Template", "whitespace", "ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits", "hexdigits", "octdigits",
           "punctuation", "printable", "capwords"]
