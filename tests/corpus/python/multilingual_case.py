# features: string, string_methods, f_string, string_formatting, for_statement, dictionary, list_comprehension, builtins
# Normalising names from several scripts for a case-insensitive index.
names = ["Ĺubomír Ďurček", "ΟΔΥΣΣΕΥΣ", "Ёлка Жукова", "ნინო", "straße", "ǄEMAL", "Ǳ", "Ἀθήνα"]

index = {}
for n in names:
    key = n.casefold()
    index.setdefault(key, []).append(n)
    print(f"{n:<16}| {n.upper():<16}| {n.lower():<16}| {key}")

print(sorted(index))
print([w.swapcase() for w in ["ΣΑΣ", "ĺĽ", "ЖуК"]])
print("ΟΔΟΣ ΚΑΙ ΣΑΣ. Σ".lower())
print(sum(1 for c in "Ĺubomír Ꮳꮃ ნინო" if c.isupper()), sum(1 for c in "Ĺubomír Ꮳꮃ ნინო" if c.islower()))
print("éa".upper() == "ÉA", "ÿ".upper(), len("ÿ".upper()))
