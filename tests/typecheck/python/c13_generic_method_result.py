# a method result typed by the receiver's type argument, narrowed before use
# expect: none
from typing import Generic, TypeVar

T = TypeVar("T")


class Animal:
    pass


class Dog(Animal):
    def bark(self) -> str:
        return "woof"


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> T:
        return self.items.pop()


def main() -> str:
    st: Stack[Animal] = Stack()
    st.push(Dog())
    a = st.pop()
    if isinstance(a, Dog):
        return a.bark()
    return ""
