# features: set, dictionary, class_definition, generator_expression, builtins, f_string, try_statement, except_clause, while_statement
# Subset construction: an NFA for a small regex becomes a DFA whose states are frozensets of NFA states.
from collections import deque

# NFA for (a|b)*abb, Thompson style; "" marks epsilon moves
NFA = {
    0: {"": {1, 7}},
    1: {"": {2, 4}},
    2: {"a": {3}},
    3: {"": {6}},
    4: {"b": {5}},
    5: {"": {6}},
    6: {"": {1, 7}},
    7: {"a": {8}},
    8: {"b": {9}},
    9: {"b": {10}},
    10: {},
}
START, ACCEPT = 0, 10


def closure(states):
    stack, seen = list(states), set(states)
    while stack:
        s = stack.pop()
        for t in NFA[s].get("", ()):
            if t not in seen:
                seen.add(t)
                stack.append(t)
    return frozenset(seen)


def move(states, symbol):
    return frozenset(t for s in states for t in NFA[s].get(symbol, ()))


def build(alphabet="ab"):
    start = closure({START})
    names = {start: "A"}
    table = {}
    todo = deque([start])
    while todo:
        cur = todo.popleft()
        for sym in alphabet:
            nxt = closure(move(cur, sym))
            if not nxt:
                continue
            if nxt not in names:
                names[nxt] = chr(ord("A") + len(names))
                todo.append(nxt)
            table[names[cur], sym] = names[nxt]
    accepting = {names[s] for s in names if ACCEPT in s}
    return names, table, accepting


names, table, accepting = build()
for states, name in sorted(names.items(), key=lambda kv: kv[1]):
    print(f"{name} = {sorted(states)}{'  (accept)' if name in accepting else ''}")
for (state, sym), target in sorted(table.items()):
    print(f"  {state} --{sym}--> {target}")


def accepts(word):
    state = "A"
    for ch in word:
        state = table.get((state, ch))
        if state is None:
            return False
    return state in accepting


for w in ["abb", "aabb", "babb", "ab", "abba", "", "bbbabb"]:
    print(repr(w), accepts(w))

a = closure({START})
print(type(a).__name__, isinstance(a, frozenset), isinstance(a, set), a == set(a))
print(hash(frozenset({1, 2})) == hash(frozenset({2, 1})), frozenset({1, 2}) in {frozenset({2, 1}): "x"})
u = a | {99}
print(type(u).__name__, 99 in u, type(set(a) | a).__name__, type(a.union({5})).__name__, a.copy() is a)
print(frozenset("aaa"), len(frozenset("aab")), frozenset(), sorted(frozenset([3, 1]) & {1, 2}), sorted(frozenset([3, 1]) - {1}))
try:
    a.add(5)
except AttributeError as e:
    print("AttributeError:", e)
try:
    {set(): 1}
except TypeError as e:
    print("TypeError:", e)
groups = {}
for word in ["listen", "silent", "enlist", "google", "gogole", "inlets"]:
    groups.setdefault(frozenset(word), []).append(word)
print(sorted(sorted(g) for g in groups.values()))
