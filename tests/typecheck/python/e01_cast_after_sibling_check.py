# seed: cast after an isinstance check for a sibling class
# expect: invalid-cast 21
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(x: Animal) -> str:
    if isinstance(x, Cat):
        d = cast(Dog, x)
        return d.bark()
    return x.name
