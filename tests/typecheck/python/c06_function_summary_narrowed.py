# the summary narrowed by isinstance
# expect: none
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def adopt() -> Animal:
    return Cat()


def f() -> None:
    a = adopt()
    if isinstance(a, Dog):
        d: Dog = a
        print(d)
