# features: builtins, list_comprehension, string_methods
def find_anagrams(word, candidates):
    w = word.lower()
    key = sorted(w)
    return [c for c in candidates if c.lower() != w and sorted(c.lower()) == key]

print(find_anagrams("listen", ["enlists", "google", "inlets", "banana", "Silent", "LISTEN"]))
print(find_anagrams("BANANA", ["Banana", "nabana"]))
