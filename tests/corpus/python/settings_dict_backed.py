# features: attribute_protocol, class_definition, dictionary, keyword_argument, try_statement, f_string
class Settings:
    DEFAULTS = {"theme": "light", "font_size": 12, "autosave": True}
    TYPES = {"theme": str, "font_size": int, "autosave": bool}

    def __init__(self, **overrides):
        self.__dict__.update(self.DEFAULTS)
        self.__dict__["_changed"] = []
        for key, value in overrides.items():
            setattr(self, key, value)

    def __setattr__(self, name, value):
        if name not in self.TYPES:
            raise AttributeError(f"unknown setting {name!r}")
        if not isinstance(value, self.TYPES[name]):
            raise TypeError(f"{name} must be {self.TYPES[name].__name__}, got {type(value).__name__}")
        if self.__dict__.get(name) != value:
            self._changed.append(name)
        self.__dict__[name] = value

    def reset(self, name):
        del self.__dict__[name]
        self.__dict__[name] = self.DEFAULTS[name]

    def __repr__(self):
        shown = {k: v for k, v in vars(self).items() if not k.startswith("_")}
        return f"Settings({shown})"

s = Settings(font_size=14)
s.theme = "dark"
s.autosave = True
for attempt in [("colour", "red"), ("font_size", "big")]:
    try:
        setattr(s, *attempt)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(s)
print("changed:", s._changed)
s.reset("theme")
print(s.theme, sorted(vars(s)))
try:
    del s.__dict__["missing"]
except KeyError as e:
    print("KeyError:", e)
