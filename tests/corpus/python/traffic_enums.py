# features: stdlib_enum, class_definition, match_statement, for_statement, dictionary
from enum import Enum, IntEnum, auto


class Light(Enum):
    RED = "stop"
    YELLOW = "slow"
    GREEN = "go"

    def next(self):
        order = list(Light)
        return order[(order.index(self) + 1) % len(order)]

    @property
    def can_drive(self):
        return self in (Light.GREEN, Light.YELLOW)


class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40


class Suit(Enum):
    CLUBS = auto()
    DIAMONDS = auto()
    HEARTS = auto()
    SPADES = auto()


light = Light.RED
for _ in range(4):
    print(light, light.value, light.can_drive)
    light = light.next()
print(repr(Light.GREEN), Light("slow"), Light["GREEN"].name, len(Light))
print([s.name for s in Suit], [s.value for s in Suit])
print(Suit.HEARTS in Suit, Suit(3), Suit.CLUBS is Suit(1))

messages = [(Level.INFO, "started"), (Level.ERROR, "disk full"), (Level.DEBUG, "x=1"), (Level.WARNING, "slow")]
threshold = Level.WARNING
for level, text in sorted(messages, key=lambda m: m[0], reverse=True):
    if level >= threshold:
        print(f"{level.name:<8}{text}")
print(Level.ERROR > 35, Level.INFO == 20, int(Level.DEBUG), Level(30).name)

counts = {s: 0 for s in Suit}
for card in ["HEARTS", "SPADES", "HEARTS", "CLUBS"]:
    counts[Suit[card]] += 1
print({s.name: n for s, n in counts.items() if n})


def describe(light):
    match light:
        case Light.RED:
            return "wait"
        case Light.YELLOW | Light.GREEN:
            return "move"


print([describe(l) for l in Light])
try:
    Light("blink")
except ValueError as e:
    print("error:", e)
