# features: decorator, class_definition, inheritance, dunder_methods, string_methods, custom_exception
"""A tiny shell whose help text comes from docstrings."""
import functools

COMMANDS = {}


def command(fn):
    """Register fn as a shell command."""
    @functools.wraps(fn)
    def run(*args):
        return fn(*args)
    COMMANDS[fn.__name__] = run
    return run


@command
def add(a, b):
    """Add two numbers.

    Usage: add A B
    """
    return int(a) + int(b)


@command
def echo(*words):
    'Print the words back.'
    return " ".join(words)


@command
def noop():
    return None


class ShellError(Exception):
    """Raised for an unknown command."""


class UsageError(ShellError):
    pass


class Plugin:
    """Base of every plugin."""

    def describe(self):
        """One line about the plugin."""
        return type(self).__doc__ or "(no description)"


class Greeter(Plugin):
    """Says hello."""

    def run(self, name):
        return f"hello, {name}"


class Silent(Plugin):
    def run(self):
        return ""


def summary(obj):
    doc = obj.__doc__
    return doc.strip().splitlines()[0] if doc else "-"


def dispatch(line):
    name, *args = line.split()
    if name == "help":
        return "\n".join(f"  {n:<5} {summary(f)}" for n, f in sorted(COMMANDS.items()))
    if name not in COMMANDS:
        raise ShellError(f"unknown command {name!r}")
    try:
        return COMMANDS[name](*args)
    except TypeError:
        raise UsageError(summary(COMMANDS[name])) from None


for line in ["help", "add 2 40", "echo a b c", "noop", "mul 2 3", "add 1"]:
    try:
        print(f"$ {line}\n{dispatch(line)}")
    except UsageError as e:
        print(f"usage error ({type(e).__name__}): {e}")
    except ShellError as e:
        print(f"error: {e}")

print(repr(add.__doc__))
print(add.__name__, echo.__doc__, noop.__doc__, command.__doc__)
print(Plugin.__doc__, Greeter.__doc__, Silent.__doc__, Greeter().__doc__)
print(Greeter().describe(), Silent().describe(), Plugin.describe.__doc__, Greeter().describe.__doc__)
print(ShellError.__doc__, UsageError.__doc__, ShellError("x").__doc__)
print(summary(Greeter), summary(Silent), Greeter().run.__name__)
print(__doc__)

# a class without __getitem__ / __setitem__ / __len__ refuses them as CPython does
g = Greeter()
for attempt in (lambda: g[0], lambda: g.__setitem__, lambda: len(g)):
    try:
        attempt()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
try:
    g["name"] = "x"
except TypeError as e:
    print("TypeError", e)
