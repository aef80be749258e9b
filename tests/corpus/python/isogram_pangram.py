# features: set, string_methods, generator_expression, builtins
def is_isogram(s):
    letters = [c.lower() for c in s if c.isalpha()]
    return len(letters) == len(set(letters))

def is_pangram(s):
    return set("abcdefghijklmnopqrstuvwxyz") <= set(s.lower()) if False else all(c in s.lower() for c in "abcdefghijklmnopqrstuvwxyz")

for w in ["lumberjacks", "isograms", "six-year-old", "Alphabet"]:
    print(w, is_isogram(w))
print(is_pangram("The quick brown fox jumps over the lazy dog"), is_pangram("hello"))
print(any(c.isdigit() for c in "abc1"), all(c.isdigit() for c in "123"))
