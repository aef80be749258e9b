# a cast on an infeasible path (Dog and Cat are disjoint)
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
        if isinstance(x, Cat):
            c = cast(Cat, cast(Animal, x))
            d = cast(Dog, c)
            return d.bark()
        return x.bark()
    return x.name
