# features: stdlib_collections, stdlib_heapq_bisect_string, string_methods, string_formatting
import string
from collections import Counter
import textwrap

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""

words = [w.strip(string.punctuation).lower() for w in TEXT.split()]
counts = Counter(words)
print("words:", len(words), "unique:", len(counts))
for word, n in counts.most_common(5):
    bar = "#" * n
    print(f"{word:>8} {n:2d} {bar}")
longest = max(counts, key=lambda w: (len(w), w))
print("longest:", longest)
letters = Counter(c for c in TEXT.lower() if c.isalpha())
print(letters.most_common(3))
print(textwrap.fill(" ".join(sorted(set(words))), width=40))
sentence = TEXT.replace("\n", " ")
print(sentence.count("it was"), sentence.title()[:30])
caps = [w for w in TEXT.split() if w[0].isupper()]
print(caps)
table = str.maketrans("aeiou", "AEIOU")
print("season of light".translate(table))
print("%-10s|%5.1f%%|%03d" % ("ratio", 12.345, 7))
