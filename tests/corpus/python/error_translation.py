# features: try_statement, except_clause, raise_statement, custom_exception, exception_hierarchy, closure, decorator, default_parameter, f_string
# An error-translation layer: handlers chosen from variables and tuples, `raise ... from`, and decorators keeping state on the wrapper function.


class AppError(Exception):
    pass


class NotFound(AppError):
    pass


class BadInput(AppError):
    pass


TRANSLATE = {KeyError: NotFound, IndexError: NotFound, ValueError: BadInput, TypeError: BadInput}
lookup_errors = (KeyError, IndexError)


def translated(fn):
    def wrapper(*args):
        wrapper.calls += 1
        try:
            return fn(*args)
        except tuple(TRANSLATE) as exc:
            wrapper.failures.append(type(exc).__name__)
            raise TRANSLATE[type(exc)](f"{fn.__name__}{args}: {exc}") from exc
    wrapper.calls = 0
    wrapper.failures = []
    return wrapper


@translated
def fetch(table, key):
    return table[key]


@translated
def parse_port(text):
    port = int(text)
    if not 0 < port < 65536:
        raise ValueError(f"port {port} out of range")
    return port


def attempt(fn, *args, expected=AppError):
    try:
        return f"ok {fn(*args)!r}"
    except expected as err:
        cause = err.__cause__
        return f"{type(err).__name__}: {err} (from {type(cause).__name__})"


print(attempt(fetch, {"a": 1}, "a"))
print(attempt(fetch, {"a": 1}, "b"))
print(attempt(fetch, [10, 20], 5))
print(attempt(parse_port, "8080"))
print(attempt(parse_port, "http"))
print(attempt(parse_port, "70000", expected=BadInput))
print(fetch.calls, fetch.failures, parse_port.calls, parse_port.failures)
print(fetch.__name__, parse_port.__name__)

for kinds in [lookup_errors, KeyError, (ZeroDivisionError, ValueError)]:
    try:
        try:
            {}["missing"]
        except kinds as e:
            print("handled", type(e).__name__, "with", kinds if isinstance(kinds, type) and False else "variable")
    except KeyError:
        print("escaped the variable handler")

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise BadInput("no context please") from None
except AppError as e:
    print(type(e).__name__, e, e.__cause__)

try:
    raise NotFound
except AppError as e:
    print(repr(e), e.__cause__, isinstance(e, NotFound))
