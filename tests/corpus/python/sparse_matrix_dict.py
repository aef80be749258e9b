# features: operator_overloading, static_class_methods, dictionary_comprehension, tuple_unpacking
class Sparse:
    def __init__(self, rows, cols, data=None):
        self.shape = (rows, cols)
        self.data = dict(data or {})

    @classmethod
    def from_dense(cls, dense):
        m = cls(len(dense), len(dense[0]))
        for i, row in enumerate(dense):
            for j, v in enumerate(row):
                if v:
                    m.data[i, j] = v
        return m

    def __getitem__(self, key):
        i, j = key
        if not (0 <= i < self.shape[0] and 0 <= j < self.shape[1]):
            raise IndexError(f"index {key} out of range for shape {self.shape}")
        return self.data.get((i, j), 0)

    def __matmul__(self, other):
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"shape mismatch: {self.shape} @ {other.shape}")
        out = Sparse(self.shape[0], other.shape[1])
        for (i, k), a in self.data.items():
            for (k2, j), b in other.data.items():
                if k == k2:
                    out.data[i, j] = out.data.get((i, j), 0) + a * b
        out.data = {key: v for key, v in out.data.items() if v}
        return out

    def transpose(self):
        return Sparse(self.shape[1], self.shape[0], {(j, i): v for (i, j), v in self.data.items()})

    def __repr__(self):
        return f"Sparse{self.shape} nnz={len(self.data)}"

    def dense(self):
        return [[self[i, j] for j in range(self.shape[1])] for i in range(self.shape[0])]


a = Sparse.from_dense([[1, 0, 0], [0, 0, 2], [0, 3, 0]])
b = Sparse.from_dense([[0, 4], [5, 0], [0, 6]])
c = a @ b
print(a, b, c)
for row in c.dense():
    print(" ".join(f"{v:3d}" for v in row))
print(sorted(c.transpose().data.items()))
try:
    a @ a.transpose() @ b.transpose()
except ValueError as e:
    print("ValueError:", e)
try:
    a[3, 0]
except IndexError as e:
    print("IndexError:", e)
print(sum(v for v in c.data.values()), max(c.data, key=c.data.get))
