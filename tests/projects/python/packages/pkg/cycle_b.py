from . import cycle_a
B = 10
seen_a = 100 if hasattr(cycle_a, "A") else 1000
