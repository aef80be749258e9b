# a contravariant TypeVar: Sink[Dog] is no Sink[Animal]
# expect: incompatible-assignment 22
from typing import Generic, TypeVar


class Animal:
    pass


class Dog(Animal):
    pass

T_contra = TypeVar("T_contra", contravariant=True)


class Sink(Generic[T_contra]):
    def put(self, item: T_contra) -> None:
        print(item)


def f(s: Sink[Dog]) -> None:
    a: Sink[Animal] = s
    print(a)
