# csv, written for RedDragon's VM (lowered with the programs that import
# it): reader, writer, DictReader and DictWriter over any iterable of lines
# or object with write(), with the excel dialect's rules (quotechar '"',
# doubled quotes, \r\n line ends, quoting levels); delimiter, quotechar,
# lineterminator, quoting, skipinitialspace and escapechar can be passed.
# Named dialects beyond excel/excel-tab/unix and csv.Sniffer are not modelled.

QUOTE_MINIMAL = 0
QUOTE_ALL = 1
QUOTE_NONNUMERIC = 2
QUOTE_NONE = 3


class Error(Exception):
    pass


class Dialect:
    delimiter = ","
    quotechar = '"'
    escapechar = None
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL
    strict = False


class excel(Dialect):
    pass


class excel_tab(excel):
    delimiter = "\t"


class unix_dialect(Dialect):
    lineterminator = "\n"
    quoting = QUOTE_ALL


_dialects = {"excel": excel, "excel-tab": excel_tab, "unix": unix_dialect}


def _options(dialect, kw):
    if isinstance(dialect, str):
        if dialect not in _dialects:
            raise Error("unknown dialect")
        dialect = _dialects[dialect]
    opts = {}
    for name in ("delimiter", "quotechar", "escapechar", "doublequote", "skipinitialspace",
                 "lineterminator", "quoting", "strict"):
        opts[name] = kw.get(name, getattr(dialect, name))
    if not isinstance(opts["delimiter"], str) or len(opts["delimiter"]) != 1:
        raise TypeError('"delimiter" must be a 1-character string')
    return opts


def register_dialect(name, dialect=excel, **kw):
    class _Named(dialect):
        pass
    for k, v in kw.items():
        setattr(_Named, k, v)
    _dialects[name] = _Named


def list_dialects():
    return list(_dialects)


class _Reader:
    def __init__(self, lines, opts):
        self._lines = iter(lines)
        self._o = opts
        self.line_num = 0

    def __iter__(self):
        return self

    def _next_line(self):
        line = next(self._lines)
        if not isinstance(line, str):
            raise Error(f"iterator should return strings, not {type(line).__name__} (the file should be opened in text mode)")
        self.line_num += 1
        return line

    def __next__(self):
        o = self._o
        delim, quote, esc = o["delimiter"], o["quotechar"], o["escapechar"]
        quoting = o["quoting"]
        line = self._next_line()
        if line.strip("\r\n") == "":
            return []
        fields = []
        field = ""
        quoted = False
        in_quotes = False
        i = 0
        while True:
            if i >= len(line):
                if in_quotes:
                    try:
                        line = self._next_line()
                    except StopIteration:
                        if o["strict"]:
                            raise Error("unexpected end of data")
                        break
                    i = 0
                    continue
                break
            c = line[i]
            if in_quotes:
                if esc is not None and c == esc and i + 1 < len(line):
                    field += line[i + 1]
                    i += 2
                    continue
                if c == quote:
                    if o["doublequote"] and i + 1 < len(line) and line[i + 1] == quote:
                        field += quote
                        i += 2
                        continue
                    in_quotes = False
                    i += 1
                    continue
                field += c
                i += 1
                continue
            if c == "\r" or c == "\n":
                i += 1
                continue
            if esc is not None and c == esc and i + 1 < len(line):
                field += line[i + 1]
                i += 2
                continue
            if c == delim:
                fields.append(self._value(field, quoted))
                field = ""
                quoted = False
                i += 1
                if o["skipinitialspace"]:
                    while i < len(line) and line[i] == " ":
                        i += 1
                continue
            if c == quote and quoting != QUOTE_NONE and field == "" and not quoted:
                in_quotes = True
                quoted = True
                i += 1
                continue
            field += c
            i += 1
        fields.append(self._value(field, quoted))
        return fields

    def _value(self, field, quoted):
        if self._o["quoting"] == QUOTE_NONNUMERIC and not quoted and field != "":
            return float(field)
        return field


def reader(csvfile, dialect="excel", **kw):
    return _Reader(csvfile, _options(dialect, kw))


class _Writer:
    def __init__(self, f, opts):
        self._f = f
        self._o = opts

    def _field(self, v):
        o = self._o
        quoting = o["quoting"]
        if v is None:
            s = ""
        elif isinstance(v, float):
            s = repr(v)
        else:
            s = str(v)
        delim, quote = o["delimiter"], o["quotechar"]
        special = delim in s or (quote is not None and quote in s) or "\n" in s or "\r" in s
        if quoting == QUOTE_ALL or (quoting == QUOTE_NONNUMERIC and not isinstance(v, (int, float))):
            need = True
        elif quoting == QUOTE_NONE:
            if special:
                if o["escapechar"] is None:
                    raise Error("need to escape, but no escapechar set")
                for ch in (o["escapechar"], delim, quote):
                    if ch is not None:
                        s = s.replace(ch, o["escapechar"] + ch)
            return s
        else:
            need = special
        if quote is not None and quote in s:
            if o["doublequote"]:
                s = s.replace(quote, quote + quote)
            elif o["escapechar"] is not None:
                s = s.replace(quote, o["escapechar"] + quote)
            else:
                raise Error("need to escape, but no escapechar set")
        return quote + s + quote if need else s

    def writerow(self, row):
        try:
            items = list(row)
        except TypeError:
            raise Error(f"iterable expected, not {type(row).__name__}")
        if len(items) == 1 and (items[0] is None or items[0] == "") and self._o["quoting"] != QUOTE_NONE:
            text = self._o["quotechar"] * 2
        else:
            text = self._o["delimiter"].join(self._field(v) for v in items)
        text += self._o["lineterminator"]
        return self._f.write(text)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect="excel", **kw):
    return _Writer(csvfile, _options(dialect, kw))


class DictReader:
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel", **kw):
        self.reader = reader(f, dialect, **kw)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.line_num = 0

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    def __iter__(self):
        return self

    def __next__(self):
        names = self.fieldnames
        row = next(self.reader)
        while row == []:
            row = next(self.reader)
        self.line_num = self.reader.line_num
        d = dict(zip(names, row))
        if len(names) < len(row):
            d[self.restkey] = row[len(names):]
        elif len(names) > len(row):
            for key in names[len(row):]:
                d[key] = self.restval
        return d


class DictWriter:
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", **kw):
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError(f"extrasaction ({extrasaction}) must be 'raise' or 'ignore'")
        self.fieldnames = fieldnames
        self.restval = restval
        self.extrasaction = extrasaction.lower()
        self.writer = writer(f, dialect, **kw)

    def writeheader(self):
        return self.writer.writerow(self.fieldnames)

    def _row(self, d):
        if self.extrasaction == "raise":
            wrong = [k for k in d if k not in self.fieldnames]
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: " + ", ".join(repr(x) for x in wrong))
        return [d.get(k, self.restval) for k in self.fieldnames]

    def writerow(self, d):
        return self.writer.writerow(self._row(d))

    def writerows(self, rows):
        for d in rows:
            self.writerow(d)


__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "Error", "Dialect", "excel", "excel_tab",
           "unix_dialect", "register_dialect", "list_dialects", "reader", "writer", "DictReader", "DictWriter"]
