# features: stdlib_heapq_bisect_string, stdlib_collections, while_statement, f_string
import heapq
from collections import deque, defaultdict

edges = """A B 4
A C 2
B C 5
B D 10
C E 3
E D 4
D F 11
E F 20
G H 1"""

graph = defaultdict(dict)
for line in edges.splitlines():
    a, b, w = line.split()
    graph[a][b] = int(w)
    graph[b][a] = int(w)


def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    seen = set()
    while pq:
        d, node = heapq.heappop(pq)
        if node in seen:
            continue
        seen.add(node)
        for nb, w in sorted(graph[node].items()):
            nd = d + w
            if nd < dist.get(nb, float("inf")):
                dist[nb] = nd
                prev[nb] = node
                heapq.heappush(pq, (nd, nb))
    return dist, prev


def path(prev, dst):
    out = [dst]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return "->".join(reversed(out))


dist, prev = dijkstra("A")
for node in sorted(graph):
    if node in dist:
        print(f"{node}: {dist[node]:>3} via {path(prev, node)}")
    else:
        print(f"{node}: unreachable")


def components():
    seen, comps = set(), []
    for start in sorted(graph):
        if start in seen:
            continue
        q = deque([start])
        seen.add(start)
        comp = []
        while q:
            n = q.popleft()
            comp.append(n)
            for nb in sorted(graph[n]):
                if nb not in seen:
                    seen.add(nb)
                    q.append(nb)
        comps.append(comp)
    return comps


print(components())
print(max(graph, key=lambda n: len(graph[n])), dict(graph["E"]))
