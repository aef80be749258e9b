# features: splat_argument, with_statement
# PEP 646: a starred expression inside a subscript indexes with a tuple.
class Recorder:
    def __getitem__(self, key):
        return key


r = Recorder()
shape = (2, 3)
print(r[*shape])
print(r[1, *shape])
more = [5, 6]
print(r[*shape, 4, *more])
key = r[*range(3), ::2]
print(key[:3], type(key[3]).__name__, len(key))
table = {(1, 2, 3): "found"}
rest = [2, 3]
print(table[1, *rest])
grid = {}
grid[*shape] = "cell"
print(grid)

# the star binds to a whole subscript chain: *rows[1] unpacks rows[1]
rows = [[1, 2], [3, 4]]
print(r[*rows[1]], [*rows[0], *rows[1][::-1]], r[0, *rows[0][:1]])


class Managed:
    def __enter__(self):
        print("enter")
        return "resource"

    def __exit__(self, *exc):
        print("exit")


# one with-item in parentheses, as a formatter writes a long one
with (
    Managed() as res
):
    print("using", res)
