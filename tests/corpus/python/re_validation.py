# features: stdlib_re, try_statement, for_statement, tuple, f_string
# Validating input with fullmatch and flags, splitting with groups, Match
# and Pattern objects as values, and re.error for bad patterns.
import re

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
DATE = re.compile(r"(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])")
for s in ["ann@example.com", "bad@", "x.y+z@mail.co.uk", "a b@c.d"]:
    print(f"{s!r:22} email={bool(EMAIL.fullmatch(s))}")
for s in ["2024-02-29", "2024-13-01", "2024-1-01", "1999-12-31 "]:
    m = DATE.fullmatch(s)
    print(f"{s!r:14}", m.groups() if m else None)

# match anchors at the start only, fullmatch at both ends, search anywhere.
print(re.match(r"\d+", "123abc"), re.fullmatch(r"\d+", "123abc"), re.search(r"[a-z]+", "123abc"))
print(re.fullmatch(r"a|ab", "ab"), re.match(r"a|ab", "ab"))

# Flags, alone and combined.
print(re.findall(r"hello", "Hello HELLO hello", re.IGNORECASE))
print(re.findall(r"^\w+", "one\ntwo", re.I | re.M), re.findall(r"a.c", "a\nc abc", re.S))
print(re.search(r"(?i)PYTHON", "i like python").group(), re.compile("(?i)x").flags == re.I | re.U)
print(re.compile(r"\w+", re.A).flags == re.ASCII, re.compile("a", re.I | re.M))
print(re.findall(r"\w+", "naïve café"), re.findall(r"\w+", "naïve café", re.ASCII))
print(re.search(r"\d+", "prix: ١٢٣ euros").span(), re.search(r"\d+", "prix: ١٢٣ euros", re.A))
print(re.match(r"\w+\Z", "word\n"), re.match(r"\w+$", "word\n"))

# split, with capturing groups and maxsplit.
print(re.split(r"[,;]\s*", "a, b;c,  d"))
print(re.split(r"([,;])", "a,b;c"))
print(re.split(r"(-)|(\+)", "1-2+3"))
print(re.split(r"\s+", "  leading and trailing  "), re.split(r"x", "axbxc", maxsplit=1))
print(re.split(r"\b", "hi there"), re.split(r"", "abc"))

# Match objects.
m = re.search(r"(?P<word>\w+) (?P<num>\d+)?", "see item 42 now")
print(m)
print(m[0], m[1], m["num"], m.group(1, 2), m.groups(), m.groupdict())
print(m.start(), m.end(), m.span("num"), m.lastindex, m.lastgroup, m.pos, m.endpos)
print(m.string, m.re, m.re.pattern)
m2 = re.match(r"(a)(b)?", "ac")
print(m2.groups(), m2.groups("-"), m2.span(2), m2.start(2), m2.lastindex)
try:
    m2.group(3)
except IndexError as e:
    print("IndexError:", e)
if re.match("x", "y"):
    print("unreachable")
else:
    print("no match is None:", re.match("x", "y") is None)
print(type(m).__name__, isinstance(m, re.Match), isinstance(EMAIL, re.Pattern))
print(re.compile(r"(\d+)-(\d+)"), re.compile("it's"))

# Bad patterns raise re.error with CPython's message.
for bad in ["(abc", "abc)", "[a-", "*x", "x{2,1}", r"(a)\2", "(?P<n>a)(?P<n>b)", "a\\"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(f"{bad!r:20} -> {e} (pos {e.pos})")

# The rest of the flag names, the cache, and a Match's regs.
print(re.compile("a b  # spaces and comments are ignored", re.X).match("ab"), re.findall("a.b", "a\nb", re.DOTALL))
print(re.NOFLAG == 0, re.compile("x", re.UNICODE).flags == re.U, re.compile("x", re.NOFLAG).flags == re.UNICODE)
for flag in (re.LOCALE, re.L, re.ASCII | re.UNICODE):
    try:
        re.compile("x", flag)
    except ValueError as e:
        print("ValueError:", e)
print(m.regs, m.__getitem__("word"))
re.purge()
print(re.compile(r"(\d+)-(\d+)").match("3-4").groups())
