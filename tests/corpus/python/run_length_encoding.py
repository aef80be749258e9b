# features: string, while_statement, string_methods
def encode(s):
    out = ""
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        n = j - i
        out += (str(n) if n > 1 else "") + s[i]
        i = j
    return out

def decode(s):
    out, num = "", ""
    for c in s:
        if c.isdigit():
            num += c
        else:
            out += c * (int(num) if num else 1)
            num = ""
    return out

e = encode("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB")
print(e, decode(e) == "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB")
print(encode("  hsqq qww  "), decode("2 hs2q q2w2 "))
