# Optional and union fields narrowed by None checks and isinstance on the field itself
# expect: none
from typing import Optional, Union


class Dog:
    def bark(self) -> str:
        return "woof"


class Cat:
    pass


class Owner:
    pet: Optional[Dog] = None
    other: Union[Dog, Cat] = Cat()

    def call(self) -> str:
        if self.pet is not None:
            return self.pet.bark()
        return ""


def f(o: Owner) -> Dog:
    if isinstance(o.other, Dog):
        return o.other
    if o.pet is None:
        return Dog()
    return o.pet
