# features: stdlib_collections, import_from_statement, import_statement, for_statement, tuple_unpacking, lambda
from collections import Counter, defaultdict, deque, namedtuple, OrderedDict
import collections

TEXT = """the quick brown fox jumps over the lazy dog
the dog barks and the fox runs
a quick brown dog outpaces a quick red fox"""

words = TEXT.split()
freq = Counter(words)
print(freq.most_common(3))
print(freq["fox"], freq["cat"], len(freq), freq.total())

by_letter = defaultdict(list)
for w in sorted(set(words)):
    by_letter[w[0]].append(w)
for letter in sorted(by_letter)[:4]:
    print(letter, by_letter[letter])

lengths = defaultdict(int)
for w in words:
    lengths[len(w)] += 1
print(sorted(lengths.items()))

line_counts = [Counter(line.split()) for line in TEXT.splitlines()]
total = line_counts[0] + line_counts[1]
print(total["the"], (line_counts[0] - line_counts[1])["the"])
print(Counter("mississippi"))
c = Counter(a=3, b=1)
c.update({"a": 1, "c": 2})
c.subtract(["b"])
print(c, sorted(c.elements()))

# a sliding window with a bounded deque
window = deque(maxlen=3)
averages = []
for x in [4, 8, 15, 16, 23, 42]:
    window.append(x)
    averages.append(round(sum(window) / len(window), 2))
print(averages, window)

# breadth-first search over a small graph
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
seen, order, queue = {"a"}, [], deque(["a"])
while queue:
    node = queue.popleft()
    order.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            seen.add(nxt)
            queue.append(nxt)
print(" -> ".join(order))

d = deque([1, 2, 3, 4, 5])
d.rotate(2)
print(d, d[0], 3 in d)
d.rotate(-1)
d.extendleft([9, 8])
print(list(d), d.pop(), d.popleft())

Employee = namedtuple("Employee", "name dept salary")
staff = [Employee("ann", "eng", 120), Employee("bob", "ops", 90), Employee("cy", "eng", 100)]
by_dept = defaultdict(list)
for e in staff:
    by_dept[e.dept].append(e.name)
print(dict(by_dept))
top = max(staff, key=lambda e: e.salary)
print(top, top._asdict())
print(top._replace(salary=130), Employee._fields)
name, dept, salary = staff[1]
print(name, dept, salary, staff[1][2])

od = OrderedDict()
for k in ["x", "y", "z"]:
    od[k] = k.upper()
od.move_to_end("x")
print(od, od.popitem(last=False))
print(isinstance(freq, collections.Counter))
