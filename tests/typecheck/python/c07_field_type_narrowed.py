# a field read narrowed before it is returned
# expect: none
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
    p = o.pet
    if isinstance(p, Dog):
        return p
    return Dog()
