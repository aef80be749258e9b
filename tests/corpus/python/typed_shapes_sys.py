# features: stdlib_typing_abc_sys, class_definition, inheritance, import_from_statement, annotated_assignment
import sys
from abc import ABC, abstractmethod
from typing import Dict, Generic, List, NamedTuple, Optional, TypeVar, TypedDict, cast

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> Optional[T]:
        return self._items.pop() if self._items else None

    def __len__(self) -> int:
        return len(self._items)


class Shape(ABC):
    @abstractmethod
    def area(self) -> float:
        ...

    def describe(self) -> str:
        return f"{type(self).__name__}({self.area():.2f})"


class Rect(Shape):
    def __init__(self, w: float, h: float) -> None:
        self.w, self.h = w, h

    def area(self) -> float:
        return self.w * self.h


class Circle(Shape):
    def __init__(self, r: float) -> None:
        self.r = r

    def area(self) -> float:
        return 3.14159 * self.r ** 2


class Point(NamedTuple):
    x: float
    y: float = 0.0

    def dist(self) -> float:
        return (self.x ** 2 + self.y ** 2) ** 0.5


class Movie(TypedDict):
    title: str
    year: int


stack: Stack[Shape] = Stack()
for s in [Rect(2, 3), Circle(1), Rect(1.5, 1.5)]:
    stack.push(s)
print(len(stack))
while len(stack):
    shape = cast(Shape, stack.pop())
    print(shape.describe())
print(stack.pop())

p = Point(3, 4)
print(p, p.dist(), p._asdict(), p._replace(y=0))
x, y = p
print(x, y, p[0], Point(1))
m: Movie = Movie(title="Heat", year=1995)
print(m, m["year"])
totals: Dict[str, int] = {}
for word in "a b a c b a".split():
    totals[word] = totals.get(word, 0) + 1
sys.stdout.write(f"{sorted(totals.items())}\n")
print(sys.maxsize > 2 ** 32, sys.getrecursionlimit())
sys.stdout.write("exiting\n")
sys.exit(0)
print("not reached")
