# seed: cast after the matching isinstance check
# expect: none
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(x: Animal) -> str:
    if isinstance(x, Dog):
        d = cast(Dog, x)
        return d.bark()
    return x.name
