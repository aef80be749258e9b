# features: custom_exception, raise_statement, try_statement, except_clause, uncaught_exception, f_string
class ConfigError(Exception):
    pass

def parse_port(text):
    try:
        port = int(text)
    except ValueError as exc:
        raise ConfigError(f"bad port {text!r}") from exc
    if not 0 < port < 65536:
        raise ConfigError(f"port out of range: {port}")
    return port

for raw in ["8080", "http", "70000"]:
    try:
        print("port", parse_port(raw))
    except ConfigError as e:
        cause = e.__cause__
        print("config error:", e, "| cause:", type(cause).__name__ if cause else None)

def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        raise LookupError("missing " + key)

try:
    lookup({}, "x")
except LookupError as e:
    print(type(e.__context__).__name__, repr(e.__context__), e.__cause__, e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("wrapped") from None
except RuntimeError as r:
    print(r.__cause__, type(r.__context__).__name__, r.__suppress_context__)

def risky():
    try:
        {}["k"]
    except KeyError:
        raise ValueError("during handling")

risky()
