# features: string_methods, dictionary, f_string, lambda, list_comprehension, builtins
# A case-insensitive name directory: casefold keys, upper-case headings and title-cased labels in several languages.
entries = ["Straße 12", "STRASSE 12", "Ǆemal", "ǆemal", "ﬁnance office", "FINANCE OFFICE",
           "Ὀδυσσεύς", "ὈΔΥΣΣΕΎΣ", "İstanbul", "groß", "Maße", "ꭰᏍᎦ", "ĸraft", "Mǉeko"]

groups = {}
for e in entries:
    groups.setdefault(e.casefold(), []).append(e)
for key, names in sorted(groups.items()):
    print(f"{ascii(key):32} {len(names)}  {' / '.join(names)}")

print()
for e in entries:
    print(f"{e:16}|{e.upper():18}|{e.lower():16}|{e.title():16}|{e.swapcase():18}|{e.capitalize()}")

print()
print(len("straße".upper()), len("İ".lower()), "ﬃ".upper(), "ŉ".upper(), "ᾳ".upper(), "ᾳ".title())
print("ß" == "ss", "ß".casefold() == "ss", "ΣΊΣΥΦΟΣ".lower(), "ΣΊΣΥΦΟΣ".casefold())
print(sorted(["éclair", "Zebra", "apple", "Ärger", "ﬂute"], key=str.casefold))
print([w for w in "Der Fluß fließt groß".split() if "ss" in w.casefold()])
