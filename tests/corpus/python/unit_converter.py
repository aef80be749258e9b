# features: stdlib_re, stdlib_collections, dictionary, try_statement, except_clause, f_string, string_formatting, while_statement
"""Unit conversion with a graph of factors and a tiny expression parser."""
import re
from collections import deque

FACTORS = [
    ("km", "m", 1000), ("m", "cm", 100), ("cm", "mm", 10), ("mi", "ft", 5280),
    ("ft", "in", 12), ("in", "cm", 2.54), ("h", "min", 60), ("min", "s", 60),
    ("kg", "g", 1000), ("lb", "oz", 16), ("lb", "g", 453.59237),
]

graph = {}
for a, b, f in FACTORS:
    graph.setdefault(a, {})[b] = f
    graph.setdefault(b, {})[a] = 1 / f


def factor(src, dst):
    if src == dst:
        return 1.0
    queue = deque([(src, 1.0)])
    seen = {src}
    while queue:
        unit, acc = queue.popleft()
        for nxt, f in graph.get(unit, {}).items():
            if nxt in seen:
                continue
            if nxt == dst:
                return acc * f
            seen.add(nxt)
            queue.append((nxt, acc * f))
    raise ValueError(f"cannot convert {src} to {dst}")


QUERY = re.compile(r"^\s*(?P<num>[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(?P<src>[a-z]+)\s+(?:to|in)\s+(?P<dst>[a-z]+)\s*$", re.I)

for q in ["5 km to mi", "3.5 ft in cm", "90 min to h", "1 lb to kg", "2e3 g to oz", "1 mi to mm", "7 kg to m", "banana", "10 IN to CM"]:
    m = QUERY.match(q)
    if not m:
        print(f"{q!r}: cannot parse")
        continue
    num, src, dst = float(m["num"]), m["src"].lower(), m["dst"].lower()
    try:
        v = num * factor(src, dst)
        print(f"{q!r}: {v:.6g} {dst}" + (" (exact)" if v == int(v) else ""))
    except ValueError as e:
        print(f"{q!r}: {e}")
print(sorted(graph["cm"].items()))
print(f"{factor('mi', 'km'):.5f}", round(factor('oz', 'g'), 3), f"{1 / factor('s', 'h'):.1f}")
