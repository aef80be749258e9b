# features: decorator, class_definition, property_descriptor, static_class_methods, raise_statement, try_statement
class Temperature:
    """A temperature stored in Celsius, readable in three scales."""

    _instances = 0

    def __init__(self, celsius=0.0):
        self.celsius = celsius
        Temperature._instances += 1

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._celsius = value

    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, value):
        self.celsius = (value - 32) * 5 / 9

    @property
    def kelvin(self):
        return round(self._celsius + 273.15, 2)

    @staticmethod
    def is_freezing(celsius):
        return celsius <= 0

    @classmethod
    def from_fahrenheit(cls, f):
        t = cls()
        t.fahrenheit = f
        return t

    @classmethod
    def count(cls):
        return cls._instances

    def __repr__(self):
        return f"Temperature({self._celsius:.1f}C)"


t = Temperature(25)
print(t, t.fahrenheit, t.kelvin)
t.fahrenheit = 212
print(t.celsius, Temperature.is_freezing(t.celsius), t.is_freezing(-5))
boil = Temperature.from_fahrenheit(32)
print(boil, Temperature.count())
try:
    t.celsius = -300
except ValueError as e:
    print("error:", e)
try:
    t.kelvin = 5
except AttributeError as e:
    print("read-only:", e)


class Shape:
    registry = []

    def __init__(self, name):
        self.name = name
        Shape.registry.append(name)

    @property
    def area(self):
        raise NotImplementedError

    @classmethod
    def create(cls, *args):
        return cls(*args)

    def describe(self):
        return f"{self.name} with area {self.area:.2f}"


class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self.side = side

    @property
    def area(self):
        return self.side ** 2


class Circle(Shape):
    PI = 3.14159

    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    @property
    def area(self):
        return Circle.PI * self.r * self.r

    @staticmethod
    def unit():
        return Circle(1)


shapes = [Square.create(3), Circle.create(2), Circle.unit()]
for s in shapes:
    print(s.describe(), type(s).__name__)
print(sorted(s.area for s in shapes))
print(Shape.registry)
