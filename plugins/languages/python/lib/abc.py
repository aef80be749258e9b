# abc, written for RedDragon's VM (lowered with the programs that import it).
# Abstract methods are plain methods here: instantiating an abstract class
# is not refused.


class ABCMeta:
    pass


class ABC:
    pass


def abstractmethod(funcobj):
    return funcobj


__all__ = ["ABC", "ABCMeta", "abstractmethod"]
