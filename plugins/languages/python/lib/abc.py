# abc, written for RedDragon's VM (lowered with the programs that import it).
# A class deriving from ABC records the abstract methods it leaves without
# an implementation (__abstractmethods__, as CPython's); creating an instance
# of such a class raises CPython 3.11's TypeError. Classes naming
# metaclass=ABCMeta without deriving from ABC are not checked.

_ABSTRACT = []


def abstractmethod(funcobj):
    _ABSTRACT.append(funcobj)
    return funcobj


def _is_abstract(value):
    for f in _ABSTRACT:
        if value is f:
            return True
    return False


def _refuse_abstract(self):
    names = type(self).__abstractmethods__
    if names:
        s = "" if len(names) == 1 else "s"
        raise TypeError("Can't instantiate abstract class " + type(self).__name__ + " with abstract method"
                        + s + " " + ", ".join(sorted(names)))


def _guarded(init):
    def __init__(self, *args, **kwargs):
        _refuse_abstract(self)
        init(self, *args, **kwargs)
    return __init__


class ABCMeta:
    pass


class ABC:
    __slots__ = ()  # as CPython's: a slotted subclass of ABC has no __dict__
    __abstractmethods__ = frozenset()

    def __init__(self, *args, **kwargs):
        _refuse_abstract(self)
        if args or kwargs:
            raise TypeError(type(self).__name__ + "() takes no arguments")

    def __init_subclass__(cls, **kwargs):
        seen = set()
        abstract = []
        for k in cls.__mro__:
            for name, value in __py_class_attrs(k):
                if name not in seen:
                    seen.add(name)
                    if _is_abstract(value):
                        abstract.append(name)
        cls.__abstractmethods__ = frozenset(abstract)
        if abstract and __py_own_attr(cls, "__init__"):
            cls.__init__ = _guarded(cls.__init__)


__all__ = ["ABC", "ABCMeta", "abstractmethod"]
