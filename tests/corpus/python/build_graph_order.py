# features: global_builtin_modules, yield, try_statement, except_clause, while_statement, dictionary
# A build system's step planner on graphlib: static_order over a dependency
# map, a parallel schedule driven by prepare/get_ready/done, cycle reports
# (CycleError's node list) and the misuse errors.
from graphlib import TopologicalSorter, CycleError

DEPS = {
    "app": ["libnet", "libui", "config"],
    "libnet": ["libcore", "openssl"],
    "libui": ["libcore", "fonts"],
    "tests": ["app", "fixtures"],
    "config": [],
    "libcore": ["headers"],
    "docs": ["headers"],
}

print("static order:", " ".join(TopologicalSorter(DEPS).static_order()))

sorter = TopologicalSorter()
for target, needs in DEPS.items():
    sorter.add(target, *needs)
sorter.add("release", "tests", "docs")
sorter.prepare()
wave = 0
while sorter.is_active():
    ready = sorter.get_ready()
    wave += 1
    print(f"wave {wave}: {', '.join(sorted(ready))}")
    sorter.done(*ready)
print("active after:", bool(sorter))

half = TopologicalSorter({"b": ["a"], "c": ["a"], "d": ["b", "c"]})
half.prepare()
first = half.get_ready()
print("first:", first, "| nothing more until done:", half.get_ready())
half.done(*first)
print("then:", half.get_ready())

cycles = [
    {"a": ["b"], "b": ["c"], "c": ["a"]},
    {"x": ["y"], "y": ["z"], "z": ["y"], "w": ["x"]},
    {"self": ["self"]},
    {1: [2, 3], 3: [4], 4: [1]},
]
for graph in cycles:
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as err:
        msg, nodes = err.args
        print(f"{msg}: {' -> '.join(map(str, nodes))} ({isinstance(err, ValueError)})")

probe = TopologicalSorter({"only": []})
for label, step in [("get_ready before prepare", probe.get_ready), ("prepare", probe.prepare),
                    ("prepare again", probe.prepare), ("add late", lambda: probe.add("late")),
                    ("done too early", lambda: probe.done("only")), ("done unknown", lambda: probe.done("ghost")),
                    ("hand out", probe.get_ready), ("done", lambda: probe.done("only")),
                    ("done twice", lambda: probe.done("only"))]:
    try:
        print(f"{label}: {step()}")
    except ValueError as err:
        print(f"{label}: ValueError: {err}")
