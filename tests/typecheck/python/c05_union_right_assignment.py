# union on the right: one member suffices
# expect: none
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(x: Dog) -> None:
    a: Dog | Cat = x
    b: Animal = a
    print(b)
