# a union narrowed before the return
# expect: none
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(x: Dog | Cat) -> Dog:
    if isinstance(x, Cat):
        return Dog()
    return x
