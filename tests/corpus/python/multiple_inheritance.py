# features: multiple_inheritance, super
class Base:
    def greet(self):
        return "base"

class Left(Base):
    def greet(self):
        return "left+" + super().greet()

class Right(Base):
    def greet(self):
        return "right"

    def only_right(self):
        return "R"

class Child(Left, Right):
    pass

c = Child()
print(c.greet(), c.only_right())
print(isinstance(c, Right), isinstance(c, Base))
