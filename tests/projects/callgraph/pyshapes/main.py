# A multi-file Python project for `reddragon callgraph` (docs/callgraph.md):
# method dispatch through a class hierarchy, an import cycle with mutual
# recursion, a callback, and a module that is not in the project.
import plotting_missing
from shapes import Circle, Square, Shape
from shapes.base import describe_all
from numbers_.parity import is_even


def apply(fn, value):
    return fn(value)


def report(shapes):
    lines = describe_all(shapes)
    plotting_missing.plot(lines)
    return lines


def main():
    shapes = [Circle(1.0), Square(2.0)]
    print(report(shapes))
    print(apply(is_even, 10))
    sq = Square(3.0)
    print(sq.area())


if __name__ == "__main__":
    main()
