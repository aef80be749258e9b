# features: stdlib_collections, set_comprehension, dictionary_comprehension, generator_expression, lambda, f_string, while_statement
# Word ladders: a graph of one-letter changes searched breadth first.
from collections import deque
import string

WORDS = """cold cord card ward warm worm word wore core bore bare bard barn born corn cold
lead load goad gold mold hold held heal head herd hard lard"""

def build(words):
    words = set(words.split())
    buckets = {}
    for w in words:
        for i in range(len(w)):
            buckets.setdefault(w[:i] + "_" + w[i + 1:], []).append(w)
    graph = {w: set() for w in words}
    for group in buckets.values():
        for a in group:
            graph[a].update(b for b in group if b != a)
    return graph

def ladder(graph, start, goal):
    if start not in graph or goal not in graph:
        return None
    seen = {start: None}
    q = deque([start])
    while q:
        w = q.popleft()
        if w == goal:
            path = []
            while w:
                path.append(w)
                w = seen[w]
            return path[::-1]
        for n in sorted(graph[w]):
            if n not in seen:
                seen[n] = w
                q.append(n)
    return None

g = build(WORDS)
print(len(g), "words,", sum(map(len, g.values())) // 2, "edges")
for a, b in [("cold", "warm"), ("lead", "gold"), ("head", "hard"), ("cold", "xyzw"), ("barn", "born")]:
    p = ladder(g, a, b)
    print(f"{a} -> {b}:", " > ".join(p) if p else "no ladder", f"({len(p) - 1} steps)" if p else "")
degree = sorted(g, key=lambda w: (-len(g[w]), w))[:5]
print([(w, len(g[w])) for w in degree])
isolated = [w for w in sorted(g) if not g[w]]
print("isolated:", isolated)
letters = {c: sum(w.count(c) for w in g) for c in string.ascii_lowercase if any(c in w for w in g)}
print(sorted(letters.items(), key=lambda kv: -kv[1])[:6])
