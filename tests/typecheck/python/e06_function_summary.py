# a call's declared return type is its summary
# expect: incompatible-assignment 24
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
    d: Dog = adopt()
    print(d)
