# Optional parameter dereferenced without a None check
# expect: none-dereference 20
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(d: Optional[Dog]) -> str:
    return d.bark()
