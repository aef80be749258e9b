# features: class_definition, inheritance, decorator, stdlib_inspect, stdlib_typing_abc_sys, keyword_only_parameters
"""A plugin catalogue described through inspect: members, docs, MROs, signatures, arg specs."""
import abc
import functools
import inspect


class Plugin(abc.ABC):
    """Base class of every plugin.

        Subclasses implement run().
    """

    @abc.abstractmethod
    def run(self, payload, *, dry_run=False):
        ...

    def describe(self):
        return type(self).__name__


class Echo(Plugin):
    def run(self, payload, *, dry_run=False):
        return payload


class Upper(Echo):
    """Shouts."""

    def __init__(self, times: int = 1, sep: str = " "):
        self.times, self.sep = times, sep

    def run(self, payload: str, *, dry_run: bool = False) -> str:
        return self.sep.join([payload.upper()] * self.times)

    def __call__(self, text, /, suffix="!"):
        return self.run(text) + suffix


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


@logged
def pipeline(source, *stages, limit: int = 10, **options) -> list:
    """Run stages over the source."""
    return [source, stages, limit, options]


def numbers():
    yield 1


print(inspect.isabstract(Plugin), inspect.isabstract(Upper))
print([c.__name__ for c in inspect.getmro(Upper)])
print(inspect.getdoc(Plugin))
print(inspect.getdoc(Echo))
print(inspect.cleandoc("""  first
        indented
          more
    """))
for name, member in inspect.getmembers(Upper, inspect.isfunction):
    if not name.startswith("__") or name in ("__init__", "__call__"):
        print(f"  {name}{inspect.signature(member)}")
u = Upper(2)
print(inspect.signature(Upper), inspect.signature(u), inspect.signature(u.run))
print(inspect.ismethod(u.run), inspect.isfunction(u.run), inspect.isroutine(len), inspect.isbuiltin(len))
print(inspect.isclass(u), inspect.isclass(Upper), inspect.isgenerator(numbers()), inspect.isgenerator(numbers))
print(inspect.signature(pipeline), inspect.unwrap(pipeline) is pipeline.__wrapped__)
print(inspect.signature(pipeline, follow_wrapped=False))
print(inspect.getfullargspec(Upper.run))
print(inspect.get_annotations(Upper.run))
sig = inspect.signature(Upper.__call__)
print([str(p) for p in sig.parameters.values()], sig.parameters["text"].kind.description)
new = sig.replace(parameters=list(sig.parameters.values())[:2], return_annotation=str)
print(new, new == sig, sig == inspect.signature(Upper.__call__))
p = inspect.Parameter("count", inspect.Parameter.KEYWORD_ONLY, default=3)
print(repr(p), p.replace(name="n"), inspect.Parameter.empty.__name__)
print(inspect.Signature([inspect.Parameter("a", inspect.Parameter.POSITIONAL_ONLY), p]))
try:
    inspect.Signature([p, inspect.Parameter("a", inspect.Parameter.POSITIONAL_OR_KEYWORD)])
except ValueError as e:
    print("ValueError:", e)
print(Upper.__init__.__defaults__, Upper.run.__kwdefaults__, Plugin.describe.__defaults__)
