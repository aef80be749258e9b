# a method argument against the receiver's type argument (Stack[Animal].push)
# expect: incompatible-assignment 27
from typing import Generic, TypeVar

T = TypeVar("T")


class Animal:
    pass


class Dog(Animal):
    pass


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)


def main() -> None:
    st: Stack[Animal] = Stack()
    st.push(Dog())
    st.push("dog")
