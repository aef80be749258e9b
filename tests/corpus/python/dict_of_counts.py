# features: dictionary, builtins
text = "it was the best of times it was the worst of times"
freq = {}
for w in text.split():
    freq[w] = freq.get(w, 0) + 1
pairs = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
for word, n in pairs[:4]:
    print(f"{word:<6}{n:>3}")
print(len(freq), sum(freq.values()))
lengths = {}
for w in freq:
    lengths.setdefault(len(w), []).append(w)
print(sorted(lengths.items()))
