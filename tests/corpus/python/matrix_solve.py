# features: stdlib_fractions_copy, list_comprehension, recursion, generator_expression, f_string
from fractions import Fraction

def solve(a, b):
    n = len(a)
    m = [[Fraction(x) for x in row] + [Fraction(y)] for row, y in zip(a, b)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if m[r][col] != 0), None)
        if pivot is None:
            raise ValueError("singular matrix")
        m[col], m[pivot] = m[pivot], m[col]
        pv = m[col][col]
        m[col] = [x / pv for x in m[col]]
        for r in range(n):
            if r != col and m[r][col]:
                factor = m[r][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col])]
    return [row[-1] for row in m]

def det(a):
    if len(a) == 1:
        return a[0][0]
    return sum((-1) ** j * a[0][j] * det([row[:j] + row[j + 1:] for row in a[1:]]) for j in range(len(a)))

def transpose(a):
    return [list(col) for col in zip(*a)]

def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

A = [[2, 1, -1], [-3, -1, 2], [-2, 1, 2]]
B = [8, -11, -3]
x = solve(A, B)
print("x =", x, [str(v) for v in x])
print("det =", det(A), "det(A^T) =", det(transpose(A)))
print(matmul(A, [[v] for v in x]))
H = [[Fraction(1, i + j + 1) for j in range(3)] for i in range(3)]
print(solve(H, [1, 0, 0]))
print(det(H))
try:
    solve([[1, 2], [2, 4]], [1, 2])
except ValueError as e:
    print("error:", e)
for row in matmul(A, transpose(A)):
    print(" ".join(f"{v:4d}" for v in row))
