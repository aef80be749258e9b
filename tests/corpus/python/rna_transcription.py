# features: dictionary, string_methods, list_comprehension
def to_rna(dna):
    table = {"G": "C", "C": "G", "T": "A", "A": "U"}
    return "".join(table[c] for c in dna)

print(to_rna("ACGTGGTCTTAA"), to_rna(""))
