# features: dictionary, dictionary_comprehension, generator_expression, assert_statement, stdlib_collections, lambda
CODE = {
    'A': '.-', 'B': '-...', 'C': '-.-.', 'D': '-..', 'E': '.', 'F': '..-.',
    'G': '--.', 'H': '....', 'I': '..', 'J': '.---', 'K': '-.-', 'L': '.-..',
    'M': '--', 'N': '-.', 'O': '---', 'P': '.--.', 'Q': '--.-', 'R': '.-.',
    'S': '...', 'T': '-', 'U': '..-', 'V': '...-', 'W': '.--', 'X': '-..-',
    'Y': '-.--', 'Z': '--..', '0': '-----', '1': '.----', '2': '..---',
    '3': '...--', '4': '....-', '5': '.....', '6': '-....', '7': '--...',
    '8': '---..', '9': '----.',
}
DECODE = {v: k for k, v in CODE.items()}

def encode(text):
    words = text.upper().split()
    return " / ".join(" ".join(CODE[c] for c in w if c in CODE) for w in words)

def decode(signal):
    return " ".join("".join(DECODE.get(sym, "?") for sym in word.split()) for word in signal.split(" / "))

msgs = ["SOS", "Hello World", "Python 3 rocks", "agent 007"]
for m in msgs:
    e = encode(m)
    print(f"{m!r:18} -> {e}")
    assert decode(e) == m.upper(), m
print(decode("... --- ... / ..--.. / .-"))
lengths = sorted(CODE.items(), key=lambda kv: (len(kv[1]), kv[0]))
print([k for k, v in lengths[:6]])
from collections import Counter
dots = Counter(ch for v in CODE.values() for ch in v)
print(dots.most_common())
