# features: list, dictionary, tuple, f_string, builtins
# repr and str of containers that contain themselves print CPython's
# markers: [...] for a list, {...} for a dict; a container shared but not
# cyclic prints in full each time.
l = [1]
l.append(l)
print(l)
print(repr(l), str(l))
d = {"a": 1}
d["self"] = d
print(d)
t = (l, d)
print(t)
outer = {"list": l, "dict": d}
print(outer)
m = [[]]
m[0].append(m)
print(m)
shared = [1, 2]
print([shared, shared])
print(f"{l} {d}")
