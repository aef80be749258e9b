# features: arithmetic, string, conditional_expression
def convert(n):
    out = ""
    if n % 3 == 0:
        out += "Pling"
    if n % 5 == 0:
        out += "Plang"
    if n % 7 == 0:
        out += "Plong"
    return out or str(n)

print([convert(n) for n in [1, 3, 5, 7, 15, 21, 35, 105, 52]])
