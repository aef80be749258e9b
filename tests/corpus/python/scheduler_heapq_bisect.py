# features: stdlib_heapq_bisect_string, import_from_statement, import_statement, tuple_unpacking, while_statement
import heapq
import bisect
import string
from heapq import heappush, heappop

# a task scheduler: (priority, order, name) so equal priorities stay FIFO
tasks = []
for order, (prio, name) in enumerate([(3, "write report"), (1, "fix prod bug"), (2, "review PR"),
                                      (1, "answer pager"), (5, "lunch"), (2, "standup")]):
    heappush(tasks, (prio, order, name))
print(tasks[0], len(tasks))
print([t[2] for t in tasks])
while tasks:
    prio, _, name = heappop(tasks)
    print(f"[{prio}] {name}")

nums = [29, 3, 17, 8, 42, 1, 15, 4]
heapq.heapify(nums)
print(nums)
print(heapq.heappushpop(nums, 2), heapq.heapreplace(nums, 50), nums)
print(heapq.nlargest(3, [5, 1, 9, 7, 3]), heapq.nsmallest(2, ["pear", "fig", "apple"], key=len))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])))

# Dijkstra on a small weighted graph
graph = {"A": {"B": 4, "C": 1}, "B": {"D": 1}, "C": {"B": 2, "D": 5}, "D": {}}
dist = {"A": 0}
pq = [(0, "A")]
while pq:
    d, node = heapq.heappop(pq)
    if d > dist.get(node, float("inf")):
        continue
    for nxt, w in graph[node].items():
        nd = d + w
        if nd < dist.get(nxt, float("inf")):
            dist[nxt] = nd
            heapq.heappush(pq, (nd, nxt))
print(sorted(dist.items()))

# grades by score thresholds
breakpoints, grades = [60, 70, 80, 90], "FDCBA"
print([grades[bisect.bisect(breakpoints, s)] for s in [33, 99, 77, 70, 89, 90, 100]])
sorted_list = []
for x in [5, 1, 4, 1, 3]:
    bisect.insort(sorted_list, x)
print(sorted_list, bisect.bisect_left(sorted_list, 1), bisect.bisect_right(sorted_list, 1))
people = [("ann", 23), ("bob", 31), ("cy", 45)]
print(bisect.bisect_left(people, 31, key=lambda p: p[1]))

print(string.ascii_lowercase[:5], string.digits, len(string.punctuation), string.capwords("hello   big world"))
shift = 3
letters = string.ascii_lowercase
print("".join(letters[(letters.index(c) + shift) % 26] if c in letters else c for c in "attack at dawn!"))
