# features: set, generator_expression, dictionary, for_statement, tuple_unpacking, lambda, stdlib_itertools_functools, f_string
"""Conway's Game of Life on a small torus, with pattern detection."""
from itertools import product

GLIDER = """
.#......
..#.....
###.....
........
........
........
"""


def parse(text):
    rows = [line for line in text.strip().splitlines()]
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"}, len(rows), len(rows[0])


def neighbours(cell, h, w):
    r, c = cell
    for dr, dc in product((-1, 0, 1), repeat=2):
        if dr or dc:
            yield (r + dr) % h, (c + dc) % w


def step(live, h, w):
    counts = {}
    for cell in live:
        for n in neighbours(cell, h, w):
            counts[n] = counts.get(n, 0) + 1
    return frozenset(cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live))


def render(live, h, w):
    return "\n".join("".join("#" if (r, c) in live else "." for c in range(w)) for r in range(h))


live, h, w = parse(GLIDER)
live = frozenset(live)
seen = {live: 0}
for gen in range(1, 40):
    live = step(live, h, w)
    if gen in (1, 4):
        print(f"generation {gen}:")
        print(render(live, h, w))
    if live in seen:
        print(f"state at generation {gen} repeats generation {seen[live]}")
        break
    seen[live] = gen
print("population:", len(live))

blinker = frozenset({(1, 0), (1, 1), (1, 2)})
nxt = step(blinker, 5, 5)
print(sorted(nxt), step(nxt, 5, 5) == blinker)
block = frozenset({(0, 0), (0, 1), (1, 0), (1, 1)})
print("block stable:", step(block, 6, 6) == block)
bbox = lambda cells: (min(r for r, _ in cells), min(c for _, c in cells), max(r for r, _ in cells), max(c for _, c in cells))
print("glider box", bbox(live))
