# features: builtin_subclass_new, super, generator_expression, set, string_methods
class Tags(set):
    def __init__(self, items=()):
        super().__init__(t.lower().strip() for t in items)

    def render(self):
        return " ".join(f"#{t}" for t in sorted(self))

a = Tags(["Python", " web", "API"])
b = Tags(["api", "Rust"])
a.add("cli")
print(a.render())
print(sorted(a & b), sorted(a | b))
print("python" in a, len(a), isinstance(a, set))
common = a.intersection(b)
print(type(common).__name__, sorted(common))
for t in sorted(a - b):
    print(t.upper())
