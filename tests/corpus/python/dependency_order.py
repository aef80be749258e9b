# features: stdlib_collections, stdlib_heapq_bisect_string, recursion, closure, set, f_string, string_methods, raise_statement
"""Resolve a package build order with Kahn's algorithm and detect cycles."""
from collections import defaultdict, deque
import heapq

MANIFEST = """
app: web, db, auth
web: http, templates
auth: db, crypto
db: driver
http: sockets
templates:
crypto: bigint
bigint:
driver: sockets
sockets:
"""


def parse(text):
    deps = {}
    for raw in text.strip().splitlines():
        name, _, rest = raw.partition(":")
        deps[name.strip()] = [d.strip() for d in rest.split(",") if d.strip()]
    return deps


def build_order(deps):
    indegree = {name: 0 for name in deps}
    users = defaultdict(list)
    for name, needs in deps.items():
        for need in needs:
            indegree[name] += 1
            users[need].append(name)
    ready = [n for n, d in indegree.items() if d == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        n = heapq.heappop(ready)
        order.append(n)
        for u in sorted(users[n]):
            indegree[u] -= 1
            if indegree[u] == 0:
                heapq.heappush(ready, u)
    if len(order) != len(deps):
        stuck = sorted(n for n, d in indegree.items() if d > 0)
        raise RuntimeError(f"cycle among: {', '.join(stuck)}")
    return order


def levels(deps):
    depth = {}

    def visit(n):
        if n not in depth:
            depth[n] = 1 + max((visit(d) for d in deps[n]), default=-1)
        return depth[n]

    for n in deps:
        visit(n)
    grouped = defaultdict(list)
    for n, d in depth.items():
        grouped[d].append(n)
    return dict(sorted(grouped.items()))


def reachable(deps, start):
    seen = {start}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        for nxt in deps[cur]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen - {start}


deps = parse(MANIFEST)
print("order:", " -> ".join(build_order(deps)))
for level, names in levels(deps).items():
    print(f"  level {level}: {sorted(names)}")
print("app needs", len(reachable(deps, "app")), "packages:", sorted(reachable(deps, "app")))
print("unused by app:", set(deps) - reachable(deps, "app") - {"app"} or "none")

deps["sockets"] = ["app"]
try:
    build_order(deps)
except RuntimeError as err:
    print("error:", err)
