# features: stdlib_enum, class_definition, f_string, keyword_argument, set
from enum import Enum, auto

class Light(Enum):
    RED = auto()
    GREEN = auto()
    YELLOW = auto()

    def next(self):
        order = list(Light)
        return order[(order.index(self) + 1) % len(order)]

DURATION = {Light.RED: 4, Light.GREEN: 3, Light.YELLOW: 1}

class Intersection:
    def __init__(self):
        self.state = Light.RED
        self.remaining = DURATION[self.state]
        self.history = []

    def tick(self, pedestrian=False):
        if pedestrian and self.state is Light.GREEN and self.remaining > 1:
            self.remaining = 1
        self.remaining -= 1
        if self.remaining == 0:
            self.history.append(self.state.name)
            self.state = self.state.next()
            self.remaining = DURATION[self.state]

x = Intersection()
buttons = {5, 6}
for t in range(14):
    x.tick(pedestrian=t in buttons)
    print(f"t={t:2} {x.state.name:<6} {x.remaining} {'*' if t in buttons else ''}".rstrip())
print(x.history)
print(Light.GREEN, repr(Light.YELLOW), Light(1), Light["GREEN"].value)
