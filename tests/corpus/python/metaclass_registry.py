# features: metaclass, class_definition, static_class_methods, dunder_methods
class Registry(type):
    """A metaclass-style registry: Plugin(...) looks a name up instead of constructing."""

    def __call__(cls, name):
        for plugin in cls.plugins:
            if plugin.name == name:
                return plugin
        raise KeyError(name)

    def __iter__(cls):
        return iter(cls.plugins)

    def __len__(cls):
        return len(cls.plugins)

    def __contains__(cls, name):
        return any(p.name == name for p in cls.plugins)


class Plugin(metaclass=Registry):
    plugins = []

    @classmethod
    def register(cls, name, priority):
        entry = _Entry(name, priority)
        cls.plugins.append(entry)
        return entry


class _Entry:
    def __init__(self, name, priority):
        self.name = name
        self.priority = priority

    def __repr__(self):
        return f"Entry({self.name!r}, {self.priority})"


Plugin.register("csv", 2)
Plugin.register("json", 1)
Plugin.register("xml", 3)
print(len(Plugin), "json" in Plugin, "yaml" in Plugin)
print(Plugin("xml"), [p.name for p in sorted(Plugin, key=lambda p: p.priority)])
try:
    Plugin("yaml")
except KeyError as e:
    print("missing", e)
