# features: slicing, delete_statement, list, dictionary, class_definition, dunder_methods
# An inventory editor: slice assignment and deletion, del of keys and
# attributes, and a container class with __setitem__/__delitem__.
shelf = ["apple", "bread", "cheese", "dates", "eggs", "flour", "grapes"]
shelf[1:3] = ["bagels"]
print(shelf)
shelf[:0] = ["avocado", "almonds"]
print(shelf)
shelf[-2:] = []
print(shelf)
del shelf[::3]
print(shelf)
del shelf[-1]
print(shelf, len(shelf))
grid = [[0] * 4 for _ in range(3)]
grid[1][1:3] = [7, 8]
grid[2][::2] = ["a", "b"]
print(grid)
try:
    grid[0][::2] = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
stock = {"apple": 3, "bread": 0, "cheese": 5, "dates": 0}
for item in [k for k, v in stock.items() if v == 0]:
    del stock[item]
print(stock)
try:
    del stock["bread"]
except KeyError as e:
    print("missing", e)


class Item:
    def __init__(self, name, price, note=None):
        self.name = name
        self.price = price
        if note:
            self.note = note


it = Item("tea", 4.5, "green")
del it.note
print(hasattr(it, "note"), it.name)
try:
    del it.note
except AttributeError as e:
    print("AttributeError:", e)


class Registry:
    def __init__(self):
        self._items = {}
        self.log = []

    def __setitem__(self, key, value):
        self.log.append("set " + key)
        self._items[key] = value

    def __getitem__(self, key):
        return self._items[key]

    def __delitem__(self, key):
        self.log.append("del " + key)
        del self._items[key]

    def __len__(self):
        return len(self._items)


reg = Registry()
reg["a"] = 1
reg["b"] = 2
del reg["a"]
print(len(reg), reg["b"], reg.log)
nums = list(range(20))
del nums[2:18:4]
print(nums)
nums[3:6] = "xyz"
print(nums)
a, b = [1, 2, 3], {"k": [4, 5, 6]}
del a[0], b["k"][1:]
print(a, b)
