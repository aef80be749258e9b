# PEP 695: a class with a field of type T is invariant
# expect: incompatible-assignment 22
from typing import Generic, TypeVar


class Animal:
    pass


class Dog(Animal):
    pass


class Cell[T]:
    value: T

    def __init__(self, value: T) -> None:
        self.value = value


def f(c: Cell[Dog]) -> None:
    a: Cell[Animal] = c
    print(a)
