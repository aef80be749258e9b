# features: list, list_comprehension, builtins
def rows(n):
    out = []
    row = [1]
    for _ in range(n):
        out.append(row)
        row = [a + b for a, b in zip([0] + row, row + [0])]
    return out

for r in rows(8):
    print(r)
print(rows(0))
