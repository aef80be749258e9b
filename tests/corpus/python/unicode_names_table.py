# features: string, string_methods, f_string, slicing, dictionary
names = ["Zoë", "José", "Ångström", "Nguyễn", "Bob", "Müller"]

def initials(name):
    return name[0] + "."

width = max(len(n) for n in names)
for n in sorted(names):
    print(f"|{n:<{width}}|{len(n):>3}|{initials(n)}|{n[::-1]}|")

word = "naïve café"
print(len(word), word.upper(), word.title())
print(word.find("café"), word.index("ï"), word[2:5])
for i, ch in enumerate("añb"):
    print(i, ch, ord(ch))
print([c for c in "Straße" if not c.isascii()])
print("résumé".center(12, "*"))
print("é".encode("utf-8"), len("é".encode("utf-8")))
print(chr(233), chr(0x1F600) == "😀", len("😀"))
counts = {}
for ch in "mississippi ñandú":
    counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items()))
