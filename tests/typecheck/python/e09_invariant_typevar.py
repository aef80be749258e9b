# an invariant TypeVar: Box[Dog] is no Box[Animal]
# expect: incompatible-assignment 22
from typing import Generic, TypeVar


class Animal:
    pass


class Dog(Animal):
    pass

T = TypeVar("T")


class Box(Generic[T]):
    def __init__(self, item: T) -> None:
        self.item = item


def f(b: Box[Dog]) -> None:
    a: Box[Animal] = b
    print(a)
