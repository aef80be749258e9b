# features: class_definition, inheritance, super, dunder_methods, for_range, builtins, slicing
"""Python-2-era class code (explicit super) and range arithmetic, as old scripts write them."""


class Shape(object):
    def __init__(self, name):
        self.name = name

    def describe(self):
        return "shape " + self.name


class Square(Shape):
    def __init__(self, side):
        super(Square, self).__init__("square")
        self.side = side

    def describe(self):
        return super(Square, self).describe() + " side=%d" % self.side


class LabelledSquare(Square):
    def describe(self):
        # skips Square.describe: starts after Square in the MRO
        return "[" + super(Square, self).describe() + "]"


print(Square(3).describe())
print(LabelledSquare(4).describe(), LabelledSquare.__mro__[1].__name__)


class Column(object):
    """A spreadsheet column letter usable as a list index."""

    def __init__(self, letter):
        self.letter = letter

    def __index__(self):
        return ord(self.letter) - ord("A")


row = [10, 20, 30, 40]
row[Column("B")] = 21
print(row, row[Column("D")], "WXYZ"[Column("C")], (1, 2, 3)[Column("A")])
print(list(range(Column("C"))), bin(Column("F")), range(10)[Column("E")])

r = range(3, 40, 4)
print(r, len(r), r[0], r[-1], r[2:5], r[::-1], r[::3], r.start, r.stop, r.step)
print(7 in r, 8 in r, 39 in r, 43 in r, [x for x in r[1:4]])
down = range(10, 0, -3)
print(down, list(down), down[1], down[-1], 4 in down, 5 in down, range(5)[10:], range(0))
try:
    r[len(r)]
except IndexError as e:
    print("IndexError:", e)
