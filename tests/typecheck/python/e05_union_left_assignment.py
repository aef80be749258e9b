# union on the left: every member must fit
# expect: incompatible-assignment 20
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(x: Dog | Cat) -> None:
    a: Dog = x
    print(a)
