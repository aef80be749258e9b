# functools, written for RedDragon's VM (lowered with the programs that
# import it), following CPython 3.11.

_MISSING = object()


def reduce(function, iterable, initial=_MISSING):
    it = iter(iterable)
    if initial is _MISSING:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value")
    else:
        value = initial
    for x in it:
        value = function(value, x)
    return value


class partial:
    def __init__(self, func, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __call__(self, *args, **keywords):
        kw = dict(self.keywords)
        kw.update(keywords)
        return self.func(*self.args, *args, **kw)


def _make_key(args, kwargs):
    if not kwargs:
        return args
    return args + (_MISSING,) + tuple(sorted(kwargs.items()))


class _CacheInfo:
    # functools' CacheInfo namedtuple: hits, misses, maxsize, currsize.
    _fields = ("hits", "misses", "maxsize", "currsize")

    def __init__(self, hits, misses, maxsize, currsize):
        self.hits = hits
        self.misses = misses
        self.maxsize = maxsize
        self.currsize = currsize
        self._values = (hits, misses, maxsize, currsize)

    def __getitem__(self, i):
        return self._values[i]

    def __len__(self):
        return 4

    def __iter__(self):
        return iter(self._values)

    def __eq__(self, other):
        return tuple(self) == tuple(other)

    def __repr__(self):
        return "CacheInfo(hits=%r, misses=%r, maxsize=%r, currsize=%r)" % self._values


def lru_cache(maxsize=128, typed=False):
    # Least-recently-used eviction over a dict's insertion order (a hit moves
    # its key to the end), with CPython's hit/miss counts.
    def decorating(user_function):
        cache = {}
        stats = [0, 0]
        limit = maxsize
        if limit is not None and limit < 0:
            limit = 0

        def wrapper(*args, **kwargs):
            key = _make_key(args, kwargs)
            if typed:
                key = key + tuple(type(v) for v in args) + tuple(type(v) for v in kwargs.values())
            if key in cache:
                stats[0] += 1
                result = cache.pop(key)
                cache[key] = result
                return result
            stats[1] += 1
            result = user_function(*args, **kwargs)
            if limit is None or limit > 0:
                if key not in cache and limit is not None and len(cache) >= limit:
                    del cache[next(iter(cache))]
                cache[key] = result
            return result

        def cache_info():
            return _CacheInfo(stats[0], stats[1], limit, len(cache))

        def cache_clear():
            cache.clear()
            stats[0] = 0
            stats[1] = 0

        return __py_function_attrs(wrapper, cache_info=cache_info, cache_clear=cache_clear, __wrapped__=user_function,
                                   cache_parameters=lambda: {"maxsize": limit, "typed": typed})

    if callable(maxsize) and not isinstance(maxsize, int):
        user_function, maxsize = maxsize, 128
        return decorating(user_function)
    return decorating


def cache(user_function):
    return lru_cache(None)(user_function)


def wraps(wrapped, assigned=None, updated=None):
    def decorating(wrapper):
        return update_wrapper(wrapper, wrapped)
    return decorating


def update_wrapper(wrapper, wrapped, assigned=None, updated=None):
    # the wrapped function's name and docstring, and __wrapped__
    name = getattr(wrapped, "__name__", None)
    if name is None:
        return wrapper
    annotations = getattr(wrapped, "__annotations__", None)
    if annotations is not None:  # (CPython's WRAPPER_ASSIGNMENTS: inspect.signature shows the return type)
        __py_function_attrs(wrapper, __annotations__=annotations)
    return __py_function_attrs(wrapper, __name__=name, __qualname__=getattr(wrapped, "__qualname__", name),
                               __doc__=getattr(wrapped, "__doc__", None), __wrapped__=wrapped) or wrapper


def cmp_to_key(mycmp):
    class K:
        def __init__(self, obj):
            self.obj = obj

        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0

        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0

        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0

        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0

        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0

    return K


def total_ordering(cls):
    lt = getattr(cls, "__lt__", None)
    le = getattr(cls, "__le__", None)
    gt = getattr(cls, "__gt__", None)
    ge = getattr(cls, "__ge__", None)
    if lt is not None:
        if le is None:
            cls.__le__ = lambda self, other: self.__lt__(other) or self == other
        if gt is None:
            cls.__gt__ = lambda self, other: not self.__lt__(other) and self != other
        if ge is None:
            cls.__ge__ = lambda self, other: not self.__lt__(other)
    elif le is not None:
        if lt is None:
            cls.__lt__ = lambda self, other: self.__le__(other) and self != other
        if gt is None:
            cls.__gt__ = lambda self, other: not self.__le__(other)
        if ge is None:
            cls.__ge__ = lambda self, other: not self.__le__(other) or self == other
    elif gt is not None:
        if lt is None:
            cls.__lt__ = lambda self, other: not self.__gt__(other) and self != other
        if ge is None:
            cls.__ge__ = lambda self, other: self.__gt__(other) or self == other
        if le is None:
            cls.__le__ = lambda self, other: not self.__gt__(other)
    elif ge is not None:
        if le is None:
            cls.__le__ = lambda self, other: not self.__ge__(other) or self == other
        if lt is None:
            cls.__lt__ = lambda self, other: not self.__ge__(other)
        if gt is None:
            cls.__gt__ = lambda self, other: self.__ge__(other) and self != other
    else:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    return cls


class cached_property:
    # a non-data descriptor: the first read computes and stores the value on
    # the instance, whose attribute then hides the descriptor
    def __init__(self, func):
        self.func = func
        self.attrname = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.attrname = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = self.func(instance)
        setattr(instance, self.attrname, value)
        return value


def _dispatch_key(cls, registry):
    # the most specific registered class cls is a subclass of: the first in
    # cls's MRO (CPython's _find_impl), object last
    best = None
    for klass in registry:
        if klass is object or not issubclass(cls, klass):
            continue
        if best is None or issubclass(klass, best):
            best = klass
    return best if best is not None else object


def _valid_dispatch_type(cls):
    if isinstance(cls, type):
        return True
    return getattr(cls, "__rd_union__", False) and all(isinstance(a, type) for a in cls.__args__)


def singledispatch(func):
    registry = {object: func}

    def dispatch(cls):
        return registry[_dispatch_key(cls, registry)]

    def register(cls, func=None):
        # a class, a union of classes (int | float, 3.11), or an annotated function
        if _valid_dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a class or union type.")
            ann = getattr(cls, "__annotations__", None) or {}
            if not ann:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    "Use either `@register(some_class)` or plain `@register` on an annotated function."
                )
            func = cls
            argname, cls = next(iter(ann.items()))
            if not _valid_dispatch_type(cls):
                if getattr(cls, "__rd_union__", False):
                    raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} not all arguments are classes.")
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} is not a class.")
        if getattr(cls, "__rd_union__", False):
            for arg in cls.__args__:
                registry[arg] = func
        else:
            registry[cls] = func
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f"{getattr(func, '__name__', 'singledispatch function')} requires at least 1 positional argument")
        return dispatch(type(args[0]))(*args, **kw)

    # (function attributes in library code: a def of the program's own
    # would take `wrapper.register = register`)
    __py_function_attrs(wrapper, register=register, dispatch=dispatch, registry=registry)
    return update_wrapper(wrapper, func)


class singledispatchmethod:
    # dispatches on the first argument after self/cls
    def __init__(self, func):
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(type(args[0]))
            return method(*args, **kwargs) if obj is None else method(obj, *args, **kwargs)
        return __py_function_attrs(_method, register=self.register) or _method


__all__ = ["reduce", "partial", "lru_cache", "cache", "wraps", "update_wrapper", "cmp_to_key", "total_ordering",
           "cached_property", "singledispatch", "singledispatchmethod"]
