# features: splat_argument
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
