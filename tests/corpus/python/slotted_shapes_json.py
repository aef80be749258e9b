# features: class_definition, inheritance, attribute_protocol, stdlib_enum, stdlib_json
# Shapes as slotted subclasses of an abstract base (ABC declares empty
# __slots__, so no __dict__ appears and unknown attributes are refused),
# exported to JSON where IntEnum/IntFlag members are plain numbers.
import json
from abc import ABC, abstractmethod
from enum import IntEnum, IntFlag


class Layer(IntEnum):
    BACKGROUND = 0
    SHAPES = 1
    LABELS = 2


class Style(IntFlag):
    FILLED = 1
    DASHED = 2
    SHADOW = 4


class Shape(ABC):
    __slots__ = ("name", "layer", "style")

    def __init__(self, name, layer=Layer.SHAPES, style=Style(0)):
        self.name = name
        self.layer = layer
        self.style = style

    @abstractmethod
    def area(self):
        ...

    def to_dict(self):
        return {"kind": type(self).__name__, "name": self.name, "layer": self.layer, "style": self.style,
                "area": round(self.area(), 2)}


class Rect(Shape):
    __slots__ = ("w", "h")

    def __init__(self, name, w, h, **kw):
        super().__init__(name, **kw)
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h


class Circle(Shape):
    __slots__ = ("r",)

    def __init__(self, name, r, **kw):
        super().__init__(name, **kw)
        self.r = r

    def area(self):
        return 3.14159 * self.r ** 2


class Loose(ABC):
    # no __slots__ here: instances keep a __dict__
    def __init__(self):
        self.anything = 1


shapes = [Rect("floor", 8, 6, layer=Layer.BACKGROUND), Circle("sun", 1.5, style=Style.FILLED | Style.SHADOW),
          Rect("sign", 2, 0.5, layer=Layer.LABELS, style=Style.DASHED)]
for s in shapes:
    print(f"{s.name:<6} area={s.area():7.3f} layer={s.layer.name} style={int(s.style)}")

for s, attr in ((shapes[0], "colour"), (shapes[1], "w")):
    try:
        setattr(s, attr, "red")
    except AttributeError as e:
        print("AttributeError:", e)
print(hasattr(shapes[0], "__dict__"), hasattr(Loose(), "__dict__"), Loose().__dict__)
l = Loose()
l.extra = [1, 2]
print(sorted(vars(l)))

print(json.dumps([s.to_dict() for s in shapes], indent=2))
by_layer = {}
for s in shapes:
    by_layer.setdefault(s.layer, []).append(s.name)
print(json.dumps(by_layer, sort_keys=True))
print(json.dumps({"max": max(Layer), "flags": Style.FILLED | Style.DASHED, "plain": [Layer.LABELS, 3]}))
try:
    Shape("abstract")
except TypeError as e:
    print("TypeError:", e)
