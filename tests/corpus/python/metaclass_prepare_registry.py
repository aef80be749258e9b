# features: metaclass, class_definition, decorator, dictionary
# A plugin registry built on a metaclass: __prepare__ hands every plugin
# class default settings, class keywords (kind=, priority=) reach the
# metaclass's __new__/__init__, and the registry lists plugins by kind.


class PluginMeta(type):
    registry = {}

    @classmethod
    def __prepare__(mcs, name, bases, **options):
        print(f"preparing {name} with {sorted(options)}")
        return {"enabled": True, "version": "1.0", "kind_hint": options.get("kind", "generic")}

    def __new__(mcs, name, bases, namespace, kind="generic", priority=50):
        public = sorted(k for k in namespace if not k.startswith("__"))
        print(f"building {name}: {public}")
        cls = super().__new__(mcs, name, bases, namespace)
        cls.kind = kind
        cls.priority = priority
        return cls

    def __init__(cls, name, bases, namespace, kind="generic", priority=50):
        super().__init__(name, bases, namespace)
        if bases:
            PluginMeta.registry.setdefault(kind, []).append(cls)


class Plugin(metaclass=PluginMeta):
    def run(self, data):
        raise NotImplementedError


class CsvExport(Plugin, kind="exporter", priority=10):
    version = "2.3"

    def run(self, data):
        return ",".join(map(str, data))


class JsonExport(Plugin, kind="exporter"):
    def run(self, data):
        return "[" + ", ".join(map(repr, data)) + "]"


class Dedupe(Plugin, kind="filter", priority=5):
    enabled = False

    def run(self, data):
        return list(dict.fromkeys(data))


class Sorter(Plugin, kind="filter", priority=1):
    def run(self, data):
        return sorted(data)


data = [3, 1, 3, 2, 1]
for kind in sorted(PluginMeta.registry):
    plugins = sorted(PluginMeta.registry[kind], key=lambda c: c.priority)
    print(f"{kind}:")
    for cls in plugins:
        state = "on" if cls.enabled else "off"
        print(f"  {cls.__name__:<10} v{cls.version:<4} prio {cls.priority:>2} {state:<3} hint={cls.kind_hint}")
pipeline = [c() for c in sorted(PluginMeta.registry["filter"], key=lambda c: c.priority) if c.enabled]
for step in pipeline:
    data = step.run(data)
print("filtered:", data)
for exporter in PluginMeta.registry["exporter"]:
    print(exporter.__name__, "->", exporter().run(data))
print(type(CsvExport).__name__, isinstance(CsvExport, PluginMeta), Plugin.kind, Plugin.kind_hint)
