# a covariant TypeVar: Box[Dog] is a Box[Animal]
# expect: none
from typing import Generic, TypeVar


class Animal:
    pass


class Dog(Animal):
    pass

T_co = TypeVar("T_co", covariant=True)


class Box(Generic[T_co]):
    def __init__(self, item: T_co) -> None:
        self._item = item

    def get(self) -> T_co:
        return self._item


def f(b: Box[Dog]) -> None:
    a: Box[Animal] = b
    print(a)
