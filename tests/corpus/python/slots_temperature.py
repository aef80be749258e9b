# features: class_definition, attribute_protocol, property_descriptor, try_statement, delete_statement, f_string
class Temperature:
    __slots__ = ("_celsius",)

    def __init__(self, celsius):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._celsius = value

    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32

    def __repr__(self):
        return f"Temperature({self._celsius!r})"

t = Temperature(21.5)
print(t, t.fahrenheit)
t.celsius = -40
print(t.fahrenheit)
try:
    t.kelvin = 0
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.fahrenheit = 3
except AttributeError as e:
    print("AttributeError:", e)

class Point3:
    __slots__ = "x", "y", "z"
    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z

p = Point3(1, 2, 3)
print(p.x + p.y + p.z, hasattr(p, "__dict__"))
del p.z
try:
    print(p.z)
except AttributeError as e:
    print("AttributeError:", e)
