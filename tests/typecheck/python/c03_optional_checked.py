# Optional parameter checked before use
# expect: none
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(d: Optional[Dog]) -> str:
    if d is not None:
        return d.bark()
    return ""
