import utils
from pkg import shapes
from pkg.shapes import area, Square
import pkg.cycle_a
try:
    import missing_mod
except ImportError:
    pass
print("after missing")

print(utils.double(21))
print(utils.counter)
utils.bump()
utils.bump()
print(utils.counter)
print(area(3))
print(Square(4).area())
print(shapes.NAME, shapes.__name__, utils.__name__)
print(pkg.cycle_a.value())
print(pkg.VERSION)
print(__name__)
