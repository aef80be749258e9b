# a declared field read and returned as a subclass
# expect: incompatible-return 24
from typing import Optional, cast


class Animal:
    name: str = ""


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Cat(Animal):
    pass


class Owner:
    pet: Animal = Animal()


def f(o: Owner) -> Dog:
    return o.pet
