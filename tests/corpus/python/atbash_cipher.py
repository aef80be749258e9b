# features: string_methods, builtins, slicing
def encode(text):
    out = []
    for c in text.lower():
        if c.isalpha():
            out.append(chr(ord("z") - (ord(c) - ord("a"))))
        elif c.isdigit():
            out.append(c)
    s = "".join(out)
    return " ".join(s[i:i + 5] for i in range(0, len(s), 5))

def decode(text):
    return encode(text).replace(" ", "")

print(encode("yes"), encode("OMG"), encode("The quick brown fox jumps over the lazy dog."))
print(decode("gsvjf rxpyi ldmul cqfnk hlevi gsvoz abwlt"))
