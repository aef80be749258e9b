# features: stdlib_enum, class_definition, for_statement, string_formatting
# Log levels as IntEnum / IntFlag members used where ints are expected:
# isinstance(m, int), issubclass(C, int), int arithmetic, sorting with plain
# ints, and a permission mask; a (str, Enum) mixin is a str the same way.
from enum import Enum, IntEnum, IntFlag, auto


class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40


class Perm(IntFlag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()


class Color(str, Enum):
    RED = "r"
    GREEN = "g"


class Plain(Enum):
    A = 1


def describe(value):
    kinds = [t.__name__ for t in (int, str, float) if isinstance(value, t)]
    return f"{value!r:<28} int-like={isinstance(value, int)} kinds={kinds}"


for v in (Level.INFO, Perm.READ | Perm.WRITE, Color.RED, Plain.A, True, 3):
    print(describe(v))
print(issubclass(Level, int), issubclass(Perm, int), issubclass(Color, str), issubclass(Plain, int))
print(issubclass(Level, (str, int)), issubclass(Level, Enum), isinstance(Level.ERROR, (str, Level)))

threshold = 25
records = [(Level.ERROR, "disk full"), (15, "custom"), (Level.DEBUG, "tick"), (Level.WARNING, "slow")]
for level, msg in sorted(records, key=lambda r: r[0]):
    shown = "x" if level >= threshold else " "
    name = level.name if isinstance(level, Level) else str(level)
    print(f"[{shown}] {name:<8} {int(level):>3} {level + 5:>3} {msg}")
print(sum(Level) // len(Level), max(Level) - Level.INFO, Level.WARNING * 2, Level(30) is Level.WARNING)
mask = Perm.READ | Perm.EXEC
print(int(mask), mask & 4, isinstance(mask & Perm.EXEC, int), Perm(3), bin(Perm.WRITE))
print([lvl for lvl in Level if isinstance(lvl, int) and lvl % 20 == 0], Level.INFO == 20, {Level.INFO: "i"}[Level(20)])
