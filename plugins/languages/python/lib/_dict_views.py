# dict.keys() / values() / items() as CPython's live views, written for
# RedDragon's VM (lowered when a program calls one of them): a view holds
# its dict, so len, `in`, iteration and repr see the dict's later changes;
# iterating one while the dict changes size raises RuntimeError (the
# runtime's iterators, python_dict_views.cpp). Keys and items views are
# set-like: & | - ^ with any iterable give sets, comparisons and
# isdisjoint go by membership. A values view equals only itself.


class mappingproxy:
    # a view's .mapping: the dict, read-only
    __module__ = "builtins"

    def __init__(self, mapping):
        self._rd_map = mapping

    def __getitem__(self, key):
        return self._rd_map[key]

    def __len__(self):
        return len(self._rd_map)

    def __iter__(self):
        return iter(self._rd_map)

    def __contains__(self, key):
        return key in self._rd_map

    def __eq__(self, other):
        if isinstance(other, mappingproxy):
            other = other._rd_map
        return self._rd_map == other

    def __repr__(self):
        return "mappingproxy(" + repr(self._rd_map) + ")"

    def __str__(self):
        return str(self._rd_map)

    def get(self, key, default=None):
        return self._rd_map.get(key, default)

    def keys(self):
        return self._rd_map.keys()

    def values(self):
        return self._rd_map.values()

    def items(self):
        return self._rd_map.items()

    def copy(self):
        return self._rd_map.copy()


def _set_like(x):
    return isinstance(x, (set, frozenset, dict_keys, dict_items))


class _view:
    __module__ = "builtins"

    def __len__(self):
        return len(self._rd_map)

    def __iter__(self):
        return __py_dict_view_iter(self._rd_map, self._rd_kind, False)

    def __reversed__(self):
        return __py_dict_view_iter(self._rd_map, self._rd_kind, True)

    def __repr__(self):
        return type(self).__name__ + "(" + repr(list(self)) + ")"

    @property
    def mapping(self):
        return mappingproxy(self._rd_map)


class _set_view(_view):
    def __and__(self, other):
        return set(self) & set(other)

    def __rand__(self, other):
        return set(other) & set(self)

    def __or__(self, other):
        return set(self) | set(other)

    def __ror__(self, other):
        return set(other) | set(self)

    def __sub__(self, other):
        return set(self) - set(other)

    def __rsub__(self, other):
        return set(other) - set(self)

    def __xor__(self, other):
        return set(self) ^ set(other)

    def __rxor__(self, other):
        return set(other) ^ set(self)

    def __eq__(self, other):
        if not _set_like(other):
            return NotImplemented
        return len(self) == len(other) and all(x in other for x in self)

    def __ne__(self, other):
        if not _set_like(other):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not _set_like(other):
            return NotImplemented
        return len(self) <= len(other) and all(x in other for x in self)

    def __lt__(self, other):
        if not _set_like(other):
            return NotImplemented
        return len(self) < len(other) and all(x in other for x in self)

    def __ge__(self, other):
        if not _set_like(other):
            return NotImplemented
        return len(self) >= len(other) and all(x in self for x in other)

    def __gt__(self, other):
        if not _set_like(other):
            return NotImplemented
        return len(self) > len(other) and all(x in self for x in other)

    def isdisjoint(self, other):
        for x in other:
            if x in self:
                return False
        return True


class dict_keys(_set_view):
    _rd_kind = 0

    def __contains__(self, key):
        return key in self._rd_map


class dict_values(_view):
    _rd_kind = 1

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False


class dict_items(_set_view):
    _rd_kind = 2

    def __contains__(self, item):
        if not isinstance(item, tuple) or len(item) != 2:
            return False
        key, value = item
        if key not in self._rd_map:
            return False
        v = self._rd_map[key]
        return v is value or v == value


__py_dict_view_classes(dict_keys, dict_values, dict_items)
