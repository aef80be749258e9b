# features: stdlib_heapq_bisect_string, stdlib_collections, tuple_unpacking, f_string, for_statement
import heapq
from collections import defaultdict

LINES = {
    "red": ["Airport", "Central", "Museum", "Harbor"],
    "blue": ["Stadium", "Central", "Market", "University"],
    "green": ["Harbor", "Market", "Park"],
}
RIDE, TRANSFER = 2, 5

graph = defaultdict(list)
for line, stops in LINES.items():
    for a, b in zip(stops, stops[1:]):
        graph[(a, line)].append(((b, line), RIDE))
        graph[(b, line)].append(((a, line), RIDE))
stations = defaultdict(set)
for line, stops in LINES.items():
    for s in stops:
        stations[s].add(line)
for s, lines in stations.items():
    for l1 in lines:
        for l2 in lines:
            if l1 != l2:
                graph[(s, l1)].append(((s, l2), TRANSFER))

def route(src, dst):
    heap = [(0, (src, line), [(src, line)]) for line in sorted(stations[src])]
    heapq.heapify(heap)
    best = {}
    while heap:
        cost, node, path = heapq.heappop(heap)
        if node in best:
            continue
        best[node] = cost
        if node[0] == dst:
            return cost, path
        for nxt, w in graph[node]:
            if nxt not in best:
                heapq.heappush(heap, (cost + w, nxt, path + [nxt]))
    return None, []

for a, b in [("Airport", "Park"), ("Stadium", "Harbor"), ("University", "Airport"), ("Park", "Park")]:
    cost, path = route(a, b)
    legs = []
    for (s1, l1), (s2, l2) in zip(path, path[1:]):
        if l1 != l2:
            legs.append(f"change to {l2} at {s1}")
    print(f"{a} -> {b}: {cost} min, {len(path) - 1} steps" + ("; " + "; ".join(legs) if legs else ""))
print(sorted((s, sorted(ls)) for s, ls in stations.items() if len(ls) > 1))
