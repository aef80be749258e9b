# isinstance with a tuple narrows to a union; a cast to one member may fail
# expect: invalid-cast 25
from typing import cast


class Animal:
    pass


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


class Bird(Animal):
    pass


def f(x: Animal) -> str:
    if isinstance(x, (Dog, Cat)):
        d = cast(Dog, x)
        return d.bark()
    return ""
