# features: class_definition, inheritance, super, dunder_methods, list, dictionary, builtins, f_string
# Subclassing the built-in containers: an undo stack on list, a tally and a config tree on dict.
class UndoStack(list):
    def push(self, action):
        self.append(action)
        return self

    def peek(self):
        return self[-1] if self else None

    def undo(self, n=1):
        return [self.pop() for _ in range(min(n, len(self)))]


class Tally(dict):
    def __missing__(self, key):
        return 0

    def add(self, word):
        self[word] = self[word] + 1

    def top(self, n):
        return sorted(self.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


class Config(dict):
    def __init__(self, pairs=(), parent=None, **extra):
        super().__init__(pairs, **extra)
        self.parent = parent

    def lookup(self, key):
        if key in self:
            return self[key]
        if self.parent is not None:
            return self.parent.lookup(key)
        raise KeyError(key)


stack = UndoStack(["open"])
stack.push("type a").push("type b").push("bold")
print(stack, len(stack), stack.peek(), isinstance(stack, list), type(stack).__name__)
print(stack.undo(2), stack, stack[0], stack[-1], "open" in stack)
stack += ["save"]
stack.extend(("close",))
print(stack, stack.index("save"), stack.count("open"), list(reversed(stack)))
stack.sort()
print(stack, stack == sorted(stack), stack + ["x"], sum(len(s) for s in stack))
print(UndoStack().peek(), bool(UndoStack()), bool(stack))

tally = Tally()
for w in "the cat and the hat and the bat".split():
    tally.add(w)
print(tally, tally["dog"], "dog" in tally, len(tally))
print(tally.top(3), isinstance(tally, dict), sorted(tally), tally.get("cat"), tally.get("cow", -1))
del tally["and"]
print(list(tally.keys()), sum(tally.values()), tally.pop("hat"), tally.setdefault("owl", 9), tally)

base = Config({"color": "blue", "size": 3})
child = Config([("size", 5)], parent=base, debug=True)
print(child, child.lookup("color"), child.lookup("size"), child.parent is base)
try:
    child.lookup("missing")
except KeyError as e:
    print("KeyError", e)
child.update(size=7, theme="dark")
print(dict(child), {**base, **child}, child == {"size": 7, "debug": True, "theme": "dark"})
for key, value in sorted(child.items()):
    print(f"  {key:<6} = {value!r}")
