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


def _is_ident_start(c):
    return c.isalpha() or c == "_"


class _AnyName:
    # the lookup is_valid() scans with: every name is bound
    def __contains__(self, name):
        return True

    def __getitem__(self, name):
        return ""


class Template:
    # $$ is a dollar, $name and ${name} are placeholders (ASCII identifiers,
    # as CPython's default idpattern); anything else after $ is invalid.
    delimiter = "$"

    def __init__(self, template):
        self.template = template

    def _invalid(self, i):
        lines = self.template[:i].split("\n")
        raise ValueError("Invalid placeholder in string: line %d, col %d" % (len(lines), len(lines[-1]) + 1))

    def _scan(self, lookup, safe):
        t = self.template
        out = []
        i = 0
        n = len(t)
        while i < n:
            c = t[i]
            if c != "$":
                j = t.find("$", i)
                if j < 0:
                    j = n
                out.append(t[i:j])
                i = j
                continue
            if i + 1 < n and t[i + 1] == "$":
                out.append("$")
                i += 2
                continue
            braced = i + 1 < n and t[i + 1] == "{"
            start = i + 2 if braced else i + 1
            j = start
            if j < n and _is_ident_start(t[j]) and t[j].isascii():
                j += 1
                while j < n and (t[j].isalnum() or t[j] == "_") and t[j].isascii():
                    j += 1
            name = t[start:j]
            if not name or (braced and (j >= n or t[j] != "}")):
                if safe:
                    out.append("$")
                    i += 1
                    continue
                self._invalid(i)
            end = j + 1 if braced else j
            if safe and name not in lookup:
                out.append(t[i:end])
            else:
                out.append(str(lookup[name]))
            i = end
        return "".join(out)

    def substitute(self, mapping=None, **kws):
        lookup = dict(mapping) if mapping is not None else {}
        lookup.update(kws)
        return self._scan(lookup, False)

    def safe_substitute(self, mapping=None, **kws):
        lookup = dict(mapping) if mapping is not None else {}
        lookup.update(kws)
        return self._scan(lookup, True)

    def get_identifiers(self):
        ids = []
        t = self.template
        i = 0
        while i < len(t):
            if t[i] == "$" and i + 1 < len(t):
                if t[i + 1] == "$":
                    i += 2
                    continue
                start = i + 2 if t[i + 1] == "{" else i + 1
                j = start
                while j < len(t) and (t[j].isalnum() or t[j] == "_"):
                    j += 1
                name = t[start:j]
                if name and _is_ident_start(name[0]) and name not in ids:
                    ids.append(name)
                i = j
            else:
                i += 1
        return ids

    def is_valid(self):
        try:
            self._scan(_AnyName(), False)
            return True
        except ValueError:
            return False


__all__ = ["Template", "whitespace", "ascii_lowercase", "ascii_uppercase", "ascii_letters", "digits", "hexdigits", "octdigits",
           "punctuation", "printable", "capwords"]
