# features: decorator, closure, keyword_only_parameters, custom_exception, stdlib_inspect, stdlib_traceback, f_string
"""A small shell-like command registry driven by inspect signatures and docstrings."""
import inspect
import shlex
import traceback
from functools import wraps
from typing import Callable, Dict


class CommandError(Exception):
    pass


class Registry:
    def __init__(self):
        self.commands: Dict[str, Callable] = {}
        self.history = []

    def command(self, name=None):
        def decorate(fn):
            @wraps(fn)
            def wrapper(*args, **kwargs):
                self.history.append(fn.__name__)
                return fn(*args, **kwargs)
            self.commands[name or fn.__name__] = wrapper
            return wrapper
        return decorate

    def usage(self, name):
        fn = self.commands[name]
        sig = inspect.signature(fn)
        parts = []
        for p in sig.parameters.values():
            if p.kind is inspect.Parameter.VAR_POSITIONAL:
                parts.append(f"[{p.name}...]")
            elif p.kind is inspect.Parameter.KEYWORD_ONLY:
                parts.append(f"[--{p.name}={p.default!r}]")
            elif p.default is inspect.Parameter.empty:
                parts.append(f"<{p.name}>")
            else:
                parts.append(f"[{p.name}={p.default}]")
        return f"{name} {' '.join(parts)}".rstrip()

    def help(self):
        lines = []
        for name in sorted(self.commands):
            doc = inspect.getdoc(self.commands[name]) or "(undocumented)"
            lines.append(f"  {self.usage(name):<40} {doc.splitlines()[0]}")
        return "\n".join(lines)

    def convert(self, param, raw):
        ann = param.annotation
        if ann is inspect.Parameter.empty:
            return raw
        try:
            return ann(raw)
        except ValueError:
            raise CommandError(f"{param.name}: expected {ann.__name__}, got {raw!r}") from None

    def run(self, line):
        words = shlex.split(line)
        name, args = words[0], words[1:]
        if name not in self.commands:
            raise CommandError(f"unknown command {name!r}")
        fn = self.commands[name]
        sig = inspect.signature(fn)
        positional, options = [], {}
        for w in args:
            if w.startswith("--") and "=" in w:
                k, v = w[2:].split("=", 1)
                options[k] = v
            else:
                positional.append(w)
        params = list(sig.parameters.values())
        converted = []
        for i, raw in enumerate(positional):
            p = params[min(i, len(params) - 1)] if params else None
            converted.append(self.convert(p, raw) if p else raw)
        kw = {k: self.convert(sig.parameters[k], v) if k in sig.parameters else v for k, v in options.items()}
        try:
            bound = sig.bind(*converted, **kw)
        except TypeError as e:
            raise CommandError(f"usage: {self.usage(name)} ({e})") from e
        bound.apply_defaults()
        return fn(*bound.args, **bound.kwargs)


shell = Registry()


@shell.command()
def add(a: int, b: int = 1):
    """Add two integers."""
    return a + b


@shell.command("sum")
def total(*values: float, precision: int = 2):
    """Sum any number of values.

    The result is rounded to the requested precision.
    """
    return round(sum(values), precision)


@shell.command()
def greet(name, greeting="Hello", *, shout: bool = False):
    """Greet somebody politely."""
    msg = f"{greeting}, {name}!"
    return msg.upper() if shout else msg


@shell.command()
def divide(x: float, y: float):
    """Divide x by y."""
    return x / y


@shell.command()
def repeat(text, times: int = 2, sep=" "):
    return sep.join([text] * times)


print("Commands:")
print(shell.help())
script = ["add 2 3", "add 40", "sum 1.5 2.25 3.125", "sum 1 2 3 --precision=0",
          "greet 'Ada Lovelace'", "greet Bob Hi", "greet Eve --shout=yes",
          "repeat ab 3 -", "add x 1", "add", "frobnicate 1", "divide 1 0", "add 1 2 3"]
for line in script:
    try:
        print(f"> {line}\n  {shell.run(line)!r}")
    except CommandError as e:
        print(f"  error: {e}")
    except ZeroDivisionError:
        tb = traceback.format_exc().strip().splitlines()
        print(f"  crashed: {tb[-1]}")

print("history:", ", ".join(shell.history))
print("wrapped names:", [(k, f.__name__, f.__wrapped__.__name__) for k, f in sorted(shell.commands.items())])
sig = inspect.signature(greet)
print(sig, "|", [p.kind.name for p in sig.parameters.values()])
print(inspect.isfunction(add), inspect.isclass(Registry), callable(shell.run))
