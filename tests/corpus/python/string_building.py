# features: string, for_statement, string_methods
parts = []
for i in range(1, 6):
    parts.append(str(i) * i)
print("|".join(parts))
s = ""
for i in range(50):
    s += chr(ord("a") + i % 26)
print(s, len(s))
print("abc" * 3, "-" * 10)
print(ord("A"), chr(97), "".join(reversed("stressed")))
