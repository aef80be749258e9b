# features: property_descriptor, custom_exception, exception_hierarchy, class_definition, inheritance, super
"""Form validation with reusable field descriptors: each descriptor learns
its attribute name from __set_name__ (for classes with and without bases),
and the validation errors format themselves through super().__str__() and
super().__repr__() of the built-in exception."""


class ValidationError(ValueError):
    def __init__(self, field, message, value=None):
        super().__init__(message, value)
        self.field = field

    def __str__(self):
        return f"{self.field}: {super().__str__()}"

    def __repr__(self):
        return "<" + super().__repr__() + ">"


class MissingField(ValidationError):
    pass


class PlainError(Exception):
    def __str__(self):
        return "plain(" + super().__str__() + ")"


class Field:
    created = []

    def __set_name__(self, owner, name):
        self.owner = owner.__name__
        self.name = name
        self.storage = "_" + name
        Field.created.append(f"{owner.__name__}.{name}")

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.storage, None)

    def __set__(self, obj, value):
        setattr(obj, self.storage, self.clean(value))

    def clean(self, value):
        return value


class Text(Field):
    def __init__(self, max_len):
        self.max_len = max_len

    def clean(self, value):
        if not isinstance(value, str):
            raise ValidationError(self.name, "must be text", value)
        if len(value) > self.max_len:
            raise ValidationError(self.name, f"at most {self.max_len} characters", len(value))
        return value.strip()


class Number(Field):
    def __init__(self, low, high):
        self.low, self.high = low, high

    def clean(self, value):
        if value is None:
            raise MissingField(self.name, "is required")
        if not self.low <= value <= self.high:
            raise ValidationError(self.name, f"must be in {self.low}..{self.high}", value)
        return value


class Signup:
    username = Text(12)
    age = Number(13, 120)
    unrelated = 42

    def __init__(self, username, age):
        self.username = username
        self.age = age

    def __repr__(self):
        return f"Signup({self.username!r}, {self.age})"


class Base:
    pass


class Shipping(Base):
    city = Text(20)
    weight = Number(1, 30)


def main():
    print("descriptors named:", Field.created)
    print(Signup.username.name, Signup.age.storage, Shipping.weight.owner, type(Signup.__dict__["age"]).__name__)
    print(Signup("  ada  ", 36))
    for args in [("grace", 12), ("a_very_long_username", 30), (404, 20), ("linus", None)]:
        try:
            print("ok", Signup(*args))
        except ValidationError as e:
            print(f"{type(e).__name__}: {e} | repr {e!r} | field={e.field} args={e.args}")
    s = Shipping()
    s.city = "Utrecht"
    try:
        s.weight = 31
    except ValueError as e:
        print("caught as ValueError:", e, e.args[1])
    print(s.city, s.weight, vars(s))
    print(str(PlainError()), str(PlainError("one")), str(PlainError("a", 2)), repr(PlainError("x")))
    try:
        raise PlainError("in flight")
    except Exception as e:
        print(e, isinstance(e, PlainError))


main()
