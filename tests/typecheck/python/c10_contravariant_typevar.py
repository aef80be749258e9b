# a contravariant TypeVar: Sink[Animal] is a Sink[Dog]
# expect: none
from typing import Generic, TypeVar


class Animal:
    pass


class Dog(Animal):
    pass

T_contra = TypeVar("T_contra", contravariant=True)


class Sink(Generic[T_contra]):
    def put(self, item: T_contra) -> None:
        print(item)


def f(s: Sink[Animal]) -> None:
    d: Sink[Dog] = s
    print(d)
