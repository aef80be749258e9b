# types, written for RedDragon's VM (lowered with the programs that import
# it): SimpleNamespace and MappingProxyType as CPython 3.11 behaves, and the
# type objects of functions, generators, methods... taken from live values
# (ModuleType is left out: each module object has its own class here, so
# isinstance(m, ModuleType) would be wrong; it stays an unknown name).

class SimpleNamespace:
    def __init__(self, /, **kwargs):
        for k, v in kwargs.items():
            setattr(self, k, v)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        items = ("%s=%r" % (k, v) for k, v in vars(self).items())
        return "%s(%s)" % (name, ", ".join(items))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return vars(self) == vars(other)
        return NotImplemented

    __hash__ = None


class MappingProxyType:
    """A read-only view of a mapping: later changes to it show through."""

    def __init__(self, mapping):
        if not hasattr(mapping, "keys") or not hasattr(mapping, "__getitem__") or isinstance(mapping, (list, tuple)):
            raise TypeError("mappingproxy() argument must be a mapping, not " + type(mapping).__name__)
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __eq__(self, other):
        return self._mapping == other

    def __repr__(self):
        return "mappingproxy(%r)" % (self._mapping,)

    def __str__(self):
        return str(self._mapping)

    def __or__(self, other):
        return dict(self._mapping) | dict(other)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()


def _function():
    pass


def _generator():
    yield


async def _coroutine():
    pass


class _C:
    def _method(self):
        pass


FunctionType = LambdaType = type(_function)
GeneratorType = type(_generator())
CoroutineType = type(_coroutine)
MethodType = type(_C()._method)
BuiltinFunctionType = BuiltinMethodType = type(len)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)


def new_class(name, bases=(), kwds=None, exec_body=None):
    ns = {}
    if exec_body is not None:
        exec_body(ns)
    return type(name, tuple(bases), ns)

__all__ = ["SimpleNamespace", "MappingProxyType", "FunctionType", "LambdaType", "GeneratorType", "CoroutineType", "MethodType",
           "BuiltinFunctionType", "BuiltinMethodType", "NoneType", "EllipsisType", "NotImplementedType",
           "new_class"]
