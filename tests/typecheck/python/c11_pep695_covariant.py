# PEP 695: a class that only returns T is covariant
# expect: none
from typing import Generic, TypeVar


class Animal:
    pass


class Dog(Animal):
    pass


class Reader[T]:
    def get(self) -> T:
        raise NotImplementedError


def f(r: Reader[Dog]) -> None:
    a: Reader[Animal] = r
    print(a)
