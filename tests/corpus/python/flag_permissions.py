# features: stdlib_enum, bitwise_operators, dictionary, f_string, list_comprehension
from enum import Flag, IntEnum, auto

class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    ALL = READ | WRITE | EXEC

class Level(IntEnum):
    GUEST = 1
    USER = 2
    ADMIN = 3

ROLE_PERMS = {Level.GUEST: Perm.READ, Level.USER: Perm.READ | Perm.WRITE, Level.ADMIN: Perm.ALL}

def can(level, perm):
    return perm in ROLE_PERMS[level]

for lvl in Level:
    granted = [p.name for p in (Perm.READ, Perm.WRITE, Perm.EXEC) if can(lvl, p)]
    print(f"{lvl.name:<6} {int(lvl)} {','.join(granted)}")
print(Perm.READ | Perm.WRITE, bool(Perm.READ & Perm.EXEC), Perm.ALL.value)
print(Level.USER < Level.ADMIN, Level(3), sorted([Level.ADMIN, Level.GUEST]), Level.USER + 1)
mask = 0
for bit in (0, 3, 5):
    mask |= 1 << bit
print(bin(mask), mask.bit_count(), [i for i in range(8) if mask >> i & 1], f"{mask:08b}", hex(mask ^ 0xFF))
