# features: stdlib_enum, class_definition, bitwise_operators, for_statement, try_statement
from enum import Flag, IntFlag, auto

# File permissions and UI styles as flags: combining, testing, inverting.


class Perm(Flag):
    READ = 4
    WRITE = 2
    EXEC = 1


class Style(Flag):
    BOLD = auto()
    ITALIC = auto()
    UNDERLINE = auto()


class Mode(IntFlag):
    SYNC = 1
    APPEND = 2
    CREATE = 8


rw = Perm.READ | Perm.WRITE
print(rw, repr(rw), rw.name, rw.value, Perm.READ in rw, Perm.EXEC in rw, len(rw), list(rw))
print(~Perm.READ, repr(~rw), Perm(0), repr(Perm(0)), bool(Perm(0)), bool(rw), Perm(7), rw & Perm.WRITE, rw ^ Perm.READ)
for user, perms in [("root", Perm.READ | Perm.WRITE | Perm.EXEC), ("guest", Perm.READ), ("nobody", Perm(0))]:
    can = [p.name.lower() for p in Perm if p in perms]
    print(f"{user:<7}{str(perms):<30}{','.join(can) or '-'}")
print(Style.BOLD, Style.UNDERLINE.value, Style.BOLD | Style.UNDERLINE, repr(~Style.BOLD), Style(6), [s.value for s in Style])
flags = Mode.SYNC | Mode.CREATE
print(flags, repr(flags), flags == 9, flags | 4, Mode.APPEND + 1, repr(Mode(16)), f"{Mode.CREATE:03d}", Mode.SYNC in flags)
try:
    Perm(8)
except ValueError as e:
    print("ValueError:", e)
