# features: stdlib_re, stdlib_collections, stdlib_heapq_bisect_string, slicing, string_methods, lambda, f_string, generator_expression
"""Readability statistics for a few paragraphs of text."""
import re
import string
import textwrap
from collections import Counter

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity. It was the season of Light; it was the season of Darkness!

There were a king with a large jaw and a queen with a plain face, on the throne
of England; there were a king with a large jaw and a queen with a fair face, on
the throne of France. Was it clearer than crystal? Perhaps."""

STOP = frozenset("the of a it was with and on there were than".split())


def syllables(word):
    word = word.lower()
    groups = re.findall(r"[aeiouy]+", word)
    count = len(groups)
    if word.endswith("e") and count > 1 and not word.endswith("le"):
        count -= 1
    return max(count, 1)


paragraphs = [p for p in TEXT.split("\n\n") if p.strip()]
sentences = [s for s in re.split(r"(?<=[.!?])\s+", TEXT.replace("\n", " ")) if s]
words = re.findall(r"[A-Za-z']+", TEXT)
print(f"{len(paragraphs)} paragraphs, {len(sentences)} sentences, {len(words)} words")
total_syl = sum(map(syllables, words))
fk = 206.835 - 1.015 * (len(words) / len(sentences)) - 84.6 * (total_syl / len(words))
print(f"syllables {total_syl}, Flesch reading ease {fk:.1f}")
freq = Counter(w.lower() for w in words if w.lower() not in STOP)
for word, n in freq.most_common(6):
    print(f"  {word:<12}{'*' * n} {n}")
print("longest:", sorted({w for w in words}, key=lambda w: (-len(w), w))[:3])
punct = Counter(ch for ch in TEXT if ch in string.punctuation)
print("punctuation:", dict(sorted(punct.items())))
caps = [w for w in words if w[0].isupper() and w.lower() not in STOP]
print("capitalised:", caps)
for i, s in enumerate(sentences, 1):
    short = textwrap.shorten(s, width=40, placeholder=" [...]")
    print(f"{i}. {short}")
print(textwrap.fill(paragraphs[1].replace("\n", " "), width=50, initial_indent="> ", subsequent_indent="> "))
print(textwrap.indent(textwrap.dedent("""\
    first
      second
    third"""), "  | "))
table = str.maketrans("", "", string.punctuation)
print(sentences[-1].translate(table).lower().split())
print(string.capwords("the  season of light"), "age".center(9, "-"), "wisdom".zfill(8))
print(" ".join(w[::-1] for w in "was it clearer".split()).title())
