from . import cycle_b
A = 1
def value():
    return A + cycle_b.B + cycle_b.seen_a
