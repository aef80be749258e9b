# assert isinstance that fails for Cat arguments
# expect: assert-may-fail 20
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(x: Animal) -> str:
    assert isinstance(x, Dog)
    return x.bark()
