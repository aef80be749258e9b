# an Optional field dereferenced on the path where it was found to be None
# expect: none-dereference 17
from typing import Optional


class Dog:
    def bark(self) -> str:
        return "woof"


class Owner:
    pet: Optional[Dog] = None

    def call(self) -> str:
        if self.pet is None:
            print("no pet")
        return self.pet.bark()
