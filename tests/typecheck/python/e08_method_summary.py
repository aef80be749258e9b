# a method's declared return type is its summary
# expect: invalid-cast 25
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


class Shelter:
    def adopt(self) -> Animal:
        return Cat()


def f(s: Shelter) -> str:
    d = cast(Dog, s.adopt())
    return d.bark()
