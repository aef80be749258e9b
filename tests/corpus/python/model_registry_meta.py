# features: metaclass, class_definition, inheritance, f_string, string_formatting, dictionary
# A tiny ORM-style registry: the base records each model class, the
# metaclass decides how the classes themselves print (repr and str of a class go
# through its metaclass's __repr__ / __str__).
class ModelMeta(type):
    registry = {}

    def __repr__(cls):
        fields = ", ".join(getattr(cls, "fields", ()))
        return f"<model {cls.__name__}({fields})>"

    def __str__(cls):
        return cls.__name__.lower() + "s"


class Model(metaclass=ModelMeta):
    fields = ()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        ModelMeta.registry[cls.__name__.lower()] = cls


class User(Model):
    fields = ("id", "email")


class Order(Model):
    fields = ("id", "user_id", "total")


class TaggedMeta(type):
    def __repr__(cls):
        return "Tagged:" + cls.__name__


class Tag(metaclass=TaggedMeta):
    pass


print(User)
print(repr(Order), str(Order))
print([User, Order])
print(f"table {User} has {len(User.fields)} columns; model {Order!r}")
print("%s / %r" % (Order, Order))
print("{} {!r:>30}|".format(User, User))
print(sorted(ModelMeta.registry.items()))
print(Tag, str(Tag), {Tag: "t"})
print(User.__name__, Order.fields[-1])
