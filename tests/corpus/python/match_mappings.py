# features: match_statement, dictionary, for_statement, function_definition
# JSON-like event handling with mapping patterns and **rest.
def handle(event):
    match event:
        case {"type": "click", "pos": [x, y], **rest}:
            extra = sorted(rest) if rest else "none"
            return f"click at ({x}, {y}), extra keys: {extra}"
        case {"type": "key", "key": str(k)} if len(k) == 1:
            return f"key {k!r}"
        case {"type": "key", "key": k}:
            return f"special key {k}"
        case {"type": "resize", "size": {"w": w, "h": h}}:
            return f"resize to {w}x{h}"
        case {"type": "batch", "events": [*events]}:
            return "batch: " + "; ".join(handle(e) for e in events)
        case {"type": t, **rest} if not rest:
            return f"bare event {t}"
        case {"type": t}:
            return f"unhandled {t}"
        case {}:
            return "no type"
        case _:
            return f"not a mapping: {event!r}"


events = [
    {"type": "click", "pos": [10, 20]},
    {"pos": (1, 2), "type": "click", "button": "left", "mods": []},
    {"type": "click", "pos": "xy"},
    {"type": "key", "key": "a"},
    {"type": "key", "key": "Enter"},
    {"type": "resize", "size": {"w": 800, "h": 600, "dpi": 96}},
    {"type": "resize", "size": {"w": 800}},
    {"type": "batch", "events": [{"type": "key", "key": "q"}, {"type": "focus"}]},
    {"type": "focus"},
    {"type": "scroll", "delta": -3},
    {"id": 1},
    ["type", "click"],
    "type",
]
for e in events:
    print(handle(e))

# **rest is a new dict: the subject is untouched
config = {"host": "localhost", "port": 8080, "debug": True, "workers": 4}
match config:
    case {"host": host, "port": int(port), **others}:
        others["added"] = 1
        print(host, port, others)
print(config)

# keys may be numbers, None, booleans and dotted constants
class Codes:
    OK = 200
    NOT_FOUND = 404

def status(resp):
    match resp:
        case {Codes.OK: body}:
            return f"ok: {body}"
        case {Codes.NOT_FOUND: _}:
            return "not found"
        case {None: v}:
            return f"none key -> {v}"
        case {-1: v, 0: w}:
            return f"negative key -> {v}, {w}"
        case {True: v}:
            return f"true key -> {v}"
        case _:
            return "?"

for r in [{200: "hello"}, {404: None}, {None: 5}, {-1: "a", 0: "b"}, {1: "one"}, {2: 3}]:
    print(status(r))

# values present but None still match (key presence, not truthiness)
match {"a": None, "b": 0}:
    case {"a": None, "b": b}:
        print("a is None, b =", b)
