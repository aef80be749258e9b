# features: builtins, stdlib_typing_abc_sys, stdlib_itertools_functools, stdlib_heapq_bisect_string, stdlib_dataclasses, stdlib_enum, stdlib_collections
# The smaller built-ins and library members a script reaches for.
import bisect
import functools
import itertools
import math
import operator
import string
import sys
from collections import ChainMap
from dataclasses import Field, FrozenInstanceError, dataclass, fields, is_dataclass
from enum import Enum, EnumMeta, StrEnum, unique
from typing import (TYPE_CHECKING, Annotated, Any, AnyStr, AsyncGenerator, AsyncIterable, AsyncIterator, Awaitable,
                    Callable, ClassVar, Collection, Container, Coroutine, DefaultDict, Deque, Final, FrozenSet,
                    Generator, Hashable, Iterable, Iterator, LiteralString, Mapping, MutableMapping, MutableSequence,
                    Never, NewType, NoReturn, ParamSpec, Protocol, Self, Sequence, Set, Sized, Text, Tuple, Type,
                    TypeAlias, TypeGuard, Union, final, get_type_hints, no_type_check, overload, runtime_checkable)
from abc import ABCMeta

print(bin(10), hex(255), oct(8), callable(len), callable(3), frozenset([1, 2, 1]) == frozenset({1, 2}))
print(hash(7) == hash(7), type(object()).__name__)


class Box:
    pass


b = Box()
print(issubclass(Box, Box), callable(Box))
setattr(b, "size", 3)
print(getattr(b, "size"), getattr(b, "colour", "none"))
print("42".isdecimal(), "4x".isnumeric(), "banana".rfind("an"))
xs = [3, 1, 2]
ys = xs.copy()
ys.extend([5, 3])
ys.remove(3)
print(xs, ys)
ys.clear()
d = {"a": 1}
e = d.copy()
e["b"] = 2
d.clear()
print(d, e, ys)
s1, s2 = {1, 2, 3}, {2, 3, 4}
t = s1.copy()
t.remove(1)
print(sorted(s1.union(s2)), sorted(s1.intersection(s2)), sorted(s1.difference(s2)), {2}.issubset(s1),
      s1.issuperset({1, 2}), sorted(t))
t.clear()
print(t, (255).bit_length(), (2.0).is_integer(), (2.5).is_integer())
print(round(math.atan2(1, 1), 4), round(math.cos(0), 1), round(math.exp(1), 4), math.isinf(math.inf),
      round(math.sin(0), 1), round(math.tan(0), 1), round(math.tau, 4))
settings = ChainMap({"debug": True}, {"debug": False, "level": 3})
print(settings["debug"], settings["level"], len(settings))
a, b2 = itertools.tee([1, 2, 3])
print(list(a), list(b2))


def shout(fn):
    @functools.wraps(fn)
    def inner(*args):
        return fn(*args).upper()
    return functools.update_wrapper(inner, fn)


@shout
def greet(name):
    return "hi " + name


print(greet("ann"))
print(operator.and_(6, 3), operator.concat("a", "b"), operator.contains([1, 2], 2), operator.countOf([1, 1, 2], 1),
      operator.eq(1, 1), operator.floordiv(7, 2), operator.ge(2, 1), operator.getitem("abc", 1), operator.gt(1, 2))
print(operator.invert(5), operator.is_(None, None), operator.is_not(1, None), operator.le(1, 1),
      operator.lshift(1, 3), operator.lt(1, 2), operator.mod(7, 3), operator.ne(1, 2), operator.not_(0),
      operator.or_(4, 1), operator.rshift(8, 2), operator.truediv(1, 4), operator.truth([]), operator.xor(6, 3))
row = [1, 3, 5]
bisect.insort_left(row, 3)
bisect.insort_right(row, 4)
print(row, len(string.ascii_letters), string.ascii_uppercase[:3], string.hexdigits, string.octdigits,
      len(string.printable), repr(string.whitespace))


@dataclass
class Item:
    name: str
    qty: int = 1


print(is_dataclass(Item("x")), isinstance(fields(Item)[0], Field), issubclass(FrozenInstanceError, AttributeError))


@unique
class Mode(StrEnum):
    READ = "r"
    WRITE = "w"


print(Mode.READ, Mode("w").name, Mode.READ == "r", isinstance(Mode, EnumMeta) or True)
UserId = NewType("UserId", int)
Vector: TypeAlias = list


@runtime_checkable
class Closer(Protocol):
    def close(self) -> None: ...


@final
class Config:
    retries: ClassVar[int] = 3
    name: Final[str] = "cfg"

    @overload
    def get(self, key: str) -> str: ...

    def get(self, key: Any) -> Any:
        return key


@no_type_check
def loose(a: Annotated[int, "units"], b: Union[int, str], c: Callable[[int], int], d: Tuple[int, ...],
          e: Mapping[str, int], f: Sequence[int], g: Iterable[int], h: Iterator[int], i: Generator[int, None, None],
          j: Type[int], k: Set[int], l: FrozenSet[int], m: Hashable, n: Sized, o: Container[int],
          p: Collection[int], q: MutableMapping[str, int], r: MutableSequence[int], s: DefaultDict[str, int],
          t: Deque[int], u: Awaitable[int], v: Coroutine[Any, Any, int], w: AsyncIterator[int],
          x: AsyncIterable[int], y: AsyncGenerator[int, None], z: Text, aa: LiteralString, bb: AnyStr,
          cc: TypeGuard[int], dd: Self, ee: NoReturn, ff: Never) -> None:
    return None


P = ParamSpec("P")
print(UserId(5) + 1, Config().get("k"), Config.retries, get_type_hints(Config)["retries"] is not None, TYPE_CHECKING)
print(ABCMeta is not None, sys.byteorder, sys.platform, sys.version_info[0], sys.version.startswith("3."),
      sys.getsizeof(1) > 0)
sys.setrecursionlimit(2000)
sys.stderr.write("this goes to stderr\n")
print("done")
