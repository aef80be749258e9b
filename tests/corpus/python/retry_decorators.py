# features: decorator, closure, custom_exception, try_statement, except_clause, raise_statement, stdlib_itertools_functools, f_string
"""Decorators for retries, timing-free call counting and memoised validation."""
import functools


class TransientError(Exception):
    pass


def retry(times=3, on=(TransientError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    result = fn(*args, **kwargs)
                    wrapper.attempts.append(attempt)
                    return result
                except on as exc:
                    last = exc
                    print(f"  {fn.__name__} attempt {attempt} failed: {exc}")
            raise RuntimeError(f"{fn.__name__} gave up after {times} attempts") from last
        wrapper.attempts = []
        return wrapper
    return deco


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


class FlakyService:
    def __init__(self, failures):
        self.failures = list(failures)

    @retry(times=4)
    def fetch(self, key):
        if self.failures and self.failures.pop(0):
            raise TransientError(f"timeout reading {key}")
        return key.upper()


@counted
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.lru_cache(maxsize=32)
def fast_fib(n):
    return n if n < 2 else fast_fib(n - 1) + fast_fib(n - 2)


svc = FlakyService([True, True, False, True, False])
print(svc.fetch("alpha"))
print(svc.fetch("beta"))
svc2 = FlakyService([True] * 5)
try:
    svc2.fetch("gamma")
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))
print(FlakyService.fetch.__name__, FlakyService.fetch.attempts)
print(fib(15), fib.calls, fib.__name__)
print(fast_fib(80), fast_fib.cache_info())
double = functools.partial(lambda x, y: x * y, 2)
print(double(21), [functools.reduce(lambda a, b: a * b, range(1, n + 1), 1) for n in range(6)])
bound = svc.fetch
print(bound.__name__, bound.attempts, bound.__wrapped__.__name__, bound.__self__ is svc, bound.__func__ is FlakyService.fetch)


def make_counter():
    def bump():
        return 1
    return bump


class Outer:
    class Inner:
        def ping(self):
            return "pong"


print(FlakyService.fetch.__qualname__, make_counter().__qualname__, Outer.Inner.ping.__qualname__, Outer.Inner.__qualname__, Outer.__qualname__)
