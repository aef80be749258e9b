# features: stdlib_dataclasses, stdlib_heapq_bisect_string, while_statement, f_string, tuple_unpacking
# Scheduling dependent build tasks on two workers with heapq and ordered dataclasses.
import heapq
from dataclasses import dataclass, field
from typing import List

@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)
    deps: List[str] = field(default_factory=list, compare=False)

tasks = [
    Task(2, "compile", 3, ["fetch"]),
    Task(1, "fetch", 2),
    Task(3, "test", 4, ["compile"]),
    Task(2, "lint", 1, ["fetch"]),
    Task(5, "package", 2, ["test", "lint"]),
    Task(4, "docs", 3),
]
by_name = {t.name: t for t in tasks}
indeg = {t.name: len(t.deps) for t in tasks}
children = {t.name: [] for t in tasks}
for t in tasks:
    for d in t.deps:
        children[d].append(t.name)

ready = [t for t in tasks if not t.deps]
heapq.heapify(ready)
clock = 0
order = []
running = []  # (finish, name)
workers = 2
while ready or running:
    while ready and len(running) < workers:
        t = heapq.heappop(ready)
        heapq.heappush(running, (clock + t.duration, t.name))
        print(f"t={clock:2} start {t.name:<8} (prio {t.priority}, {t.duration}u)")
    finish, name = heapq.heappop(running)
    clock = finish
    order.append(name)
    print(f"t={clock:2} done  {name}")
    for c in children[name]:
        indeg[c] -= 1
        if indeg[c] == 0:
            heapq.heappush(ready, by_name[c])
print("order:", " -> ".join(order))
print("makespan:", clock)
print(heapq.nsmallest(3, tasks)[0], [t.name for t in heapq.nlargest(2, tasks)])
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))
print(Task(1, "a") < Task(2, "b"), Task(1, "a") == Task(1, "zzz"))
