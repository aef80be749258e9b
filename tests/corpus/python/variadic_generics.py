# features: generic_alias_values, stdlib_typing_abc_sys, varargs, class_definition
"""PEP 646 variadic generics in annotations: *Ts and *tuple[...] evaluate."""
from typing import Generic, TypeVarTuple

Ts = TypeVarTuple("Ts")


def first_and_rest(*args: *Ts) -> tuple[*Ts]:
    return args


def pair(*args: *tuple[int, str]) -> None:
    print("pair", args)


class Row(Generic[*Ts]):
    def __init__(self, *cells: *Ts):
        self.cells = cells

    def __repr__(self):
        return f"Row{self.cells}"


print(first_and_rest(1, "a", 2.5))
pair(3, "x")
print(Row(1, "b"), Row.__name__, sorted(first_and_rest.__annotations__), sorted(pair.__annotations__))
