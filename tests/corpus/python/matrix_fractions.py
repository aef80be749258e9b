# features: class_definition, operator_overloading, dunder_methods, static_class_methods, stdlib_fractions_copy, list_comprehension, generator_expression, lambda, try_statement, except_clause
# Exact matrix algebra with Fractions: product, power, determinant, inverse; == of Fraction rows against ints.
from fractions import Fraction

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.n, self.m = len(self.rows), len(self.rows[0])

    @staticmethod
    def identity(n):
        return Matrix([[int(i == j) for j in range(n)] for i in range(n)])

    def __matmul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __add__(self, other):
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __mul__(self, k):
        return Matrix([[k * x for x in r] for r in self.rows])
    __rmul__ = __mul__

    def __pow__(self, e):
        result, base = Matrix.identity(self.n), self
        while e:
            if e & 1:
                result = result @ base
            base = base @ base
            e >>= 1
        return result

    def transpose(self):
        return Matrix(zip(*self.rows))

    def det(self):
        a = [[Fraction(x) for x in r] for r in self.rows]
        n, d = self.n, Fraction(1)
        for c in range(n):
            p = next((r for r in range(c, n) if a[r][c] != 0), None)
            if p is None:
                return Fraction(0)
            if p != c:
                a[c], a[p] = a[p], a[c]
                d = -d
            d *= a[c][c]
            for r in range(c + 1, n):
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return d

    def inverse(self):
        n = self.n
        a = [[Fraction(x) for x in r] + [Fraction(int(i == j)) for j in range(n)] for i, r in enumerate(self.rows)]
        for c in range(n):
            p = max(range(c, n), key=lambda r: abs(a[r][c]))
            if a[p][c] == 0:
                raise ValueError("singular matrix")
            a[c], a[p] = a[p], a[c]
            pv = a[c][c]
            a[c] = [x / pv for x in a[c]]
            for r in range(n):
                if r != c:
                    f = a[r][c]
                    a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return Matrix([r[n:] for r in a])

    def __eq__(self, other):
        return self.rows == other.rows

    def __str__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)

A = Matrix([[2, 1, 0], [1, 3, 1], [0, 1, 4]])
B = Matrix([[1, 2], [0, 1], [5, -1]])
print(A @ B)
print(A.transpose() == A, A.det(), (A * 2).det())
inv = A.inverse()
print(inv)
print(A @ inv == Matrix.identity(3))
fib = Matrix([[1, 1], [1, 0]]) ** 30
print(fib.rows[0][1], (Matrix([[1, 1], [1, 0]]) ** 90).rows[0][1])
print(3 * Matrix.identity(2) + Matrix([[0, 1], [1, 0]]))
try:
    Matrix([[1, 2], [2, 4]]).inverse()
except ValueError as e:
    print("error:", e)
print(Matrix([[Fraction(1, 2), 1], [0, Fraction(2, 3)]]).det())
