# assert that holds on every path
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
    if not isinstance(x, Dog):
        return x.name
    assert isinstance(x, Animal)
    return x.bark()
