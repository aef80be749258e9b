# features: stdlib_heapq_bisect_string, stdlib_collections, string_methods, f_string, global_builtin_modules
import string
import textwrap
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""

STOP = {"it", "was", "the", "of"}
table = str.maketrans("", "", string.punctuation)
words = [w.lower() for w in TEXT.translate(table).split()]
counts = Counter(w for w in words if w not in STOP)
total = sum(counts.values())

print(f"{len(words)} words, {len(set(words))} distinct, {total} after stop words")
width = max(len(w) for w in counts)
for word, n in counts.most_common(6):
    bar = "#" * (n * 20 // counts.most_common(1)[0][1])
    print(f"{word:>{width}} {n:2d} {n / total:6.1%} {bar}")
pairs = Counter(zip(words, words[1:]))
print(pairs.most_common(3))
longest = sorted(counts, key=lambda w: (-len(w), w))[:4]
print(textwrap.fill("Longest: " + ", ".join(longest), width=30, subsequent_indent="  "))
print(textwrap.shorten(TEXT, width=60, placeholder=" [...]"))
caps = [w for w in TEXT.translate(table).split() if w.istitle()]
print(caps, string.capwords("the season of light"))
