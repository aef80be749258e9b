# features: string, string_methods, slicing, string_formatting, f_string, for_statement, builtins
# Text with accents, Greek, Cyrillic and emoji: str counts code points.
names = ["Zoë", "José", "Ångström", "Nguyễn", "Bob", "Müller", "Σωκράτης", "Пётр"]

width = max(len(n) for n in names)
for n in sorted(names):
    print(f"|{n:<{width}}|{len(n):>3}|{n[0]}.|{n[::-1]}|{n[-2:]}|{n[1:3]}|")

word = "naïve café"
print(len(word), word.upper(), word.title(), word.capitalize(), word.swapcase())
print(word.find("café"), word.index("ï"), word.rfind("a"), word.find("é", 3, 10), word.count("a", 2))
print(word[2:5], word[::2], word[-1], word[-4:-1], word[7:100], repr(word[10:]))
print(word.startswith("ïve", 2), word.endswith("caf", 0, -1))
for i, ch in enumerate("añb€😀"):
    print(i, ch, ord(ch), hex(ord(ch)), ch.isalpha(), ch.isascii())
print([c for c in "Straße" if not c.isascii()], list("déjà"), sorted("éaçb"))
print("résumé".center(12, "*"), "€".rjust(4, "·"), "ñ".ljust(3) + "|", "-5€".zfill(6))
print("{:─^14}".format(" Über "), "{:>8}|{:<8}|".format("日本語", "кот"), "{:.3}".format("ÉÉÉÉÉ"))
print("%-6s|%6s|" % ("añ", "ü"))
print(chr(233), chr(0x1F600) == "😀", len("😀a"), "ÀÉÎ".lower(), "straße".upper(), "ΑΒΓ".lower())
print("Éa".isupper(), "éa".islower(), "Ünïcödé".isalpha(), "\u00a0\u2003".isspace(), "ΣΩ".casefold())
counts = {}
for ch in "mississippi ñandú":
    counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items()))
print("añb".translate(str.maketrans("ñ", "n")), "café".translate({ord("é"): "e"}))
s = "ü" * 300 + "end"
print(len(s), s[299], s[300:], s[-3], s.index("end"), s[150:152])
try:
    ord("ab")
except TypeError as e:
    print("TypeError:", e)
try:
    print("ñ"[1])
except IndexError as e:
    print("IndexError:", e)
print("añb".count(""), "añb".replace("", "-"), "añb".replace("", "|", 2), "abc".replace("", "-", 4))
print("Ångström Café".istitle(), "ÅNGSTRÖM".istitle(), "Éa".istitle())
