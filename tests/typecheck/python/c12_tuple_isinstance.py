# isinstance with a tuple narrows to a union that the declaration accepts
# expect: none
class Animal:
    pass


class Dog(Animal):
    pass


class Cat(Animal):
    pass


class Bird(Animal):
    pass


def f(x: Animal) -> Dog | Cat | None:
    if isinstance(x, (Dog, Cat)):
        pet: Dog | Cat = x
        return pet
    return None
