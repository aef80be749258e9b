# features: list, list_comprehension, splat_argument
def transpose(m):
    return [list(r) for r in zip(*m)]

def multiply(a, b):
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]

m = [[1, 2, 3], [4, 5, 6]]
print(transpose(m))
print(multiply(m, transpose(m)))
ident = [[1 if i == j else 0 for j in range(3)] for i in range(3)]
print(ident, multiply(ident, [[7], [8], [9]]))
