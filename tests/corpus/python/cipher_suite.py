# features: string_methods, stdlib_itertools_functools, lambda, generator_expression, list_comprehension, default_parameter, closure
# Classical ciphers: Caesar with str.maketrans, Vigenere, rail fence and a frequency-scoring Caesar cracker.
import string
from itertools import cycle

def caesar(text, shift):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(lo + up, lo[shift:] + lo[:shift] + up[shift:] + up[:shift])
    return text.translate(table)

def vigenere(text, key, decrypt=False):
    out = []
    ks = cycle(key.lower())
    for ch in text:
        if ch.isalpha():
            k = ord(next(ks)) - 97
            base = 65 if ch.isupper() else 97
            out.append(chr((ord(ch) - base + (-k if decrypt else k)) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)

def rail_fence(text, rails):
    fence = [[] for _ in range(rails)]
    r, step = 0, 1
    for ch in text:
        fence[r].append(ch)
        if r == 0:
            step = 1
        elif r == rails - 1:
            step = -1
        r += step
    return "".join("".join(row) for row in fence)

def crack_caesar(cipher):
    freq = "etaoinshrdlu"
    def score(t):
        return sum(len(freq) - freq.index(c) for c in t.lower() if c in freq)
    return max(range(26), key=lambda s: score(caesar(cipher, -s % 26)))

msg = "Attack at Dawn! Meet me by the old oak tree, 7 o'clock."
c = caesar(msg, 3)
print(c)
print(caesar(c, 23) == msg)
v = vigenere(msg, "Lemon")
print(v)
print(vigenere(v, "Lemon", decrypt=True))
print(rail_fence("WEAREDISCOVEREDFLEEATONCE", 3))
print(crack_caesar(caesar("the quick brown fox jumps over the lazy dog near the river", 11)))
print(bytes(msg[:6], "ascii").hex(" "), [hex(b) for b in msg[:3].encode()])
print("".join(chr(ord(ch) ^ 0x20) if ch.isalpha() else ch for ch in "Hello, World"))
print(sorted(set(msg.lower()) & set(string.ascii_lowercase)))
