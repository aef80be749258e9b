# features: global_builtin_modules, string_methods
# Text utilities built on unicodedata: URL slugs that fold accents away,
# terminal column widths for CJK and emoji, a character inspector, numeric
# values of non-ASCII digits, and the four normalization forms compared.
import unicodedata


def slugify(title):
    decomposed = unicodedata.normalize("NFKD", title)
    kept = "".join(c for c in decomposed if not unicodedata.combining(c))
    words, cur = [], []
    for c in kept.lower():
        if c.isalnum() and c.isascii():
            cur.append(c)
        elif cur:
            words.append("".join(cur))
            cur = []
    if cur:
        words.append("".join(cur))
    return "-".join(words)


def display_width(text):
    width = 0
    for c in text:
        if unicodedata.combining(c) or unicodedata.category(c) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
    return width


def pad(text, width):
    return text + " " * (width - display_width(text))


def inspect(text):
    for c in text:
        name = unicodedata.name(c, "<unnamed>")
        extra = []
        if unicodedata.numeric(c, None) is not None:
            extra.append(f"value={unicodedata.numeric(c)}")
        if unicodedata.mirrored(c):
            extra.append("mirrored")
        if unicodedata.decomposition(c):
            extra.append(f"decomp={unicodedata.decomposition(c)}")
        print(f"  U+{ord(c):04X} {unicodedata.category(c)} {unicodedata.bidirectional(c):<3} {name}"
              + (f" ({', '.join(extra)})" if extra else ""))


titles = ["Crème Brûlée: a Déjà-vu Recipe!", "Ångström & Ørsted — Über Physik", "ﬁnal ﬂight №5", "Łódź ½ marathon"]
for t in titles:
    print(f"{slugify(t):<36} <- {t}")

rows = [("item", "qty"), ("ラーメン", "2"), ("café", "10"), ("🍣 sushi", "3"), ("김치", "1")]
col = max(display_width(name) for name, _ in rows) + 2
print()
for name, qty in rows:
    print(f"|{pad(name, col)}|{qty:>4}|")

print()
inspect("é½٣(€)😀한")

print()
for digits in ["١٢٣", "४२", "٣.١٤"]:
    whole = "".join(str(unicodedata.decimal(c, -1)) if c != "." else "." for c in digits)
    print(digits, "->", whole, float(whole) if "-1" not in whole else None, int(digits) if digits.isdecimal() else "n/a")

print()
sample = "Å ﬁ ①²"
for form in ("NFC", "NFD", "NFKC", "NFKD"):
    out = unicodedata.normalize(form, sample)
    print(form, len(out), " ".join(f"{ord(c):04X}" for c in out), unicodedata.is_normalized(form, sample))

print(unicodedata.lookup("BLACK HEART SUIT"), unicodedata.lookup("latin small letter sharp s"))
for bad in ["NOT A REAL NAME"]:
    try:
        unicodedata.lookup(bad)
    except KeyError as e:
        print("KeyError:", e)
try:
    unicodedata.name("\uE000")
except ValueError as e:
    print("ValueError:", e)
try:
    unicodedata.category("ab")
except TypeError as e:
    print("TypeError:", e)
print(unicodedata.digit("²"), unicodedata.decimal("²", "none"), unicodedata.unidata_version)
