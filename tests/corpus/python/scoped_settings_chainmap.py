# features: stdlib_collections, stdlib_enum, dictionary, class_definition
"""Layered settings for a build tool: command line over environment over
defaults, with nested scopes (ChainMap), and permission flags whose
combined aliases are not listed when the flag class is iterated."""
from collections import ChainMap
from enum import Flag, IntFlag, auto

DEFAULTS = {"jobs": 1, "optimize": False, "target": "debug", "color": "auto"}
ENVIRONMENT = {"jobs": 4, "color": "never"}


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC


class Mode(IntFlag):
    X = 1
    W = 2
    R = 4
    RWX = 7


def main():
    settings = ChainMap({"target": "release"}, ENVIRONMENT, DEFAULTS)
    print(settings)
    print(settings["target"], settings["jobs"], settings["optimize"], settings.get("missing", "n/a"))
    print(len(settings), list(settings), sorted(settings.items()))
    print("color" in settings, "verbose" in settings, bool(settings), bool(ChainMap()), bool(ChainMap({}, {})))

    # writes go to the first mapping only
    settings["optimize"] = True
    settings.update(jobs=8)
    print(settings.maps[0], DEFAULTS["optimize"], ENVIRONMENT["jobs"])
    print(settings.setdefault("color", "always"), settings.setdefault("verbose", 2), settings.maps[0])
    print(settings.pop("verbose"), settings.pop("nothing", None))
    try:
        del settings["color"]  # only in a parent
    except KeyError as e:
        print("KeyError:", e)
    try:
        settings.pop("color")
    except KeyError as e:
        print("KeyError:", e)

    # nested scopes
    task = settings.new_child({"jobs": 2})
    step = task.new_child(retries=3)
    print(step["jobs"], step["retries"], step["target"], len(step.maps))
    print(step.parents["jobs"], step.parents.parents["jobs"], step.parents.parents.parents["jobs"])
    print(dict(step.parents.parents.parents))
    fresh = step.new_child()
    fresh["jobs"] = 16
    print(fresh.maps[0], step["jobs"])

    snapshot = settings.copy()
    snapshot["target"] = "profile"
    print(settings["target"], snapshot["target"], snapshot.maps[1] is settings.maps[1])
    print(settings.popitem(), settings.maps[0])
    settings.clear()
    print(settings.maps[0], settings["target"])
    try:
        settings.popitem()
    except KeyError as e:
        print("KeyError:", e)

    merged = ChainMap({"a": 1}, {"b": 2}) | {"c": 3}
    print(merged, {"z": 0} | ChainMap({"a": 1}, {"a": 9, "b": 2}))
    merged |= {"a": 10}
    print(merged.maps[0], merged == {"a": 10, "b": 2, "c": 3}, merged == {"a": 1})
    print(ChainMap.fromkeys("xy", 0), ChainMap.fromkeys(["k"]))

    class DefaultChain(ChainMap):
        def __missing__(self, key):
            return f"<{key}?>"

    d = DefaultChain({"known": 1})
    print(d["known"], d["unknown"], d.get("unknown", "default"))
    try:
        ChainMap()["nope"]
    except KeyError as e:
        print("KeyError:", e)

    # Flag classes iterate over their single-bit members only
    print(list(Perm), len(Perm), list(Perm.__members__))
    print([p.name for p in reversed(Perm)], Perm.RW in Perm, Perm(3), Perm(0), Perm.ALL)
    print(list(Perm.ALL), len(Perm.RW), Perm.READ | Perm.EXEC, Perm.RW & Perm.WRITE)
    print(list(Mode), len(Mode), Mode(6), list(Mode.RWX), Mode.R | Mode.X, Mode.RWX.name)


main()
