# copy, written for RedDragon's VM (lowered with the programs that import it).
# Shallow and deep copies of the built-in containers and of instances
# (__copy__/__deepcopy__ when the class has them, else a new instance with
# the same attributes, made without calling __init__). Deep copies keep a
# memo by id, so shared and cyclic structure is copied once.


class Error(Exception):
    pass


_ATOMIC = (int, float, bool, str, type(None))


def _is_container_like(x):
    return hasattr(x, "_d") and isinstance(x._d, dict)


def copy(x):
    if isinstance(x, _ATOMIC) or isinstance(x, tuple) or isinstance(x, frozenset) or callable(x) and not hasattr(x, "__dict__"):
        return x
    if isinstance(x, list):
        return list(x)
    if isinstance(x, dict):
        return dict(x)
    if isinstance(x, set):
        return set(x)
    if hasattr(x, "__copy__"):
        return x.__copy__()
    y = __py_new_instance(type(x))
    for k, v in vars(x).items():
        setattr(y, k, _shallow_field(v) if _is_container_like(x) and k == "_d" else v)
    return y


def _shallow_field(v):
    # lib/collections' containers keep their items in a field: a copy owns its own
    return dict(v) if isinstance(v, dict) else v


def deepcopy(x, memo=None):
    if memo is None:
        memo = {}
    key = id(x)
    if key in memo:
        return memo[key]
    if isinstance(x, _ATOMIC):
        return x
    if isinstance(x, list):
        y = []
        memo[key] = y
        for v in x:
            y.append(deepcopy(v, memo))
        return y
    if isinstance(x, tuple):
        items = [deepcopy(v, memo) for v in x]
        if key in memo:
            return memo[key]
        y = tuple(items)
        if all(a is b for a, b in zip(items, x)):
            y = x
        memo[key] = y
        return y
    if isinstance(x, dict):
        y = {}
        memo[key] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
        return y
    if isinstance(x, set):
        y = set(deepcopy(v, memo) for v in x)
        memo[key] = y
        return y
    if isinstance(x, frozenset):
        y = frozenset(deepcopy(v, memo) for v in x)
        memo[key] = y
        return y
    if isinstance(x, type) or (callable(x) and not hasattr(x, "__dict__")):
        return x
    if hasattr(x, "__deepcopy__"):
        y = x.__deepcopy__(memo)
        memo[key] = y
        return y
    y = __py_new_instance(type(x))
    memo[key] = y
    for k, v in vars(x).items():
        setattr(y, k, deepcopy(v, memo))
    return y


__all__ = ["Error", "copy", "deepcopy"]
