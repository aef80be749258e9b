# features: stdlib_fractions_copy, list_comprehension, generator_expression, try_statement
from fractions import Fraction


def identity(n):
    return [[Fraction(int(i == j)) for j in range(n)] for i in range(n)]


def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def inverse(m):
    n = len(m)
    aug = [list(map(Fraction, row)) + ident for row, ident in zip(m, identity(n))]
    for c in range(n):
        pivot = next((r for r in range(c, n) if aug[r][c] != 0), None)
        if pivot is None:
            raise ValueError("matrix is singular")
        aug[c], aug[pivot] = aug[pivot], aug[c]
        p = aug[c][c]
        aug[c] = [v / p for v in aug[c]]
        for r in range(n):
            if r != c and aug[r][c] != 0:
                f = aug[r][c]
                aug[r] = [a - f * b for a, b in zip(aug[r], aug[c])]
    return [row[n:] for row in aug]


def show(m):
    cells = [[str(v) for v in row] for row in m]
    w = max(len(c) for row in cells for c in row)
    for row in cells:
        print("[" + " ".join(c.rjust(w) for c in row) + "]")


A = [[2, 1, 0], [1, 3, 1], [0, 1, 4]]
inv = inverse(A)
show(inv)
show(matmul(A, inv))
det = Fraction(1)
print("trace:", sum(A[i][i] for i in range(3)))
print("transpose:", [list(r) for r in zip(*A)])
try:
    inverse([[1, 2], [2, 4]])
except ValueError as e:
    print("error:", e)
print(Fraction(3, 4) + Fraction(1, 6), Fraction("0.125"), float(Fraction(1, 3)))
