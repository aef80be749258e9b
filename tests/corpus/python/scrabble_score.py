# features: dictionary, for_statement, builtins
SCORES = {}
for letters, value in [("AEIOULNRST", 1), ("DG", 2), ("BCMP", 3), ("FHVWY", 4), ("K", 5), ("JX", 8), ("QZ", 10)]:
    for ch in letters:
        SCORES[ch] = value

def score(word):
    return sum(SCORES[c] for c in word.upper())

for w in ["a", "f", "street", "quirky", "OxyphenButazone", ""]:
    print(w, score(w))
