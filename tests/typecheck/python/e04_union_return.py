# a union returned where one member is declared
# expect: incompatible-return 21
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


def f(x: Dog | Cat, flag: bool) -> Dog:
    if flag:
        return x
    return Dog()
