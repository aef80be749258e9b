# features: stdlib_traceback, stdlib_inspect
# traceback.format_exception / print_exception of a chained exception (frame lines filtered out),
# inspect.BoundArguments from Signature.bind, inspect.isdatadescriptor of a program's descriptor.
import inspect
import io
import traceback


def load(path):
    raise FileNotFoundError(2, "No such file", path)


class ConfigError(Exception):
    pass


def frames_out(lines):
    return [l for l in lines if not l.startswith("  ")]


try:
    try:
        load("app.ini")
    except OSError as e:
        raise ConfigError("cannot load settings") from e
except ConfigError as err:
    for line in frames_out(traceback.format_exception(err)):
        print(repr(line))
    buf = io.StringIO()
    traceback.print_exception(err, file=buf)
    print(frames_out(buf.getvalue().splitlines(keepends=True)) == frames_out(traceback.format_exception(err)))
    print(traceback.format_exception(err, chain=False)[-1], end="")

class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive")
        setattr(obj, self.name, value)


class ReadOnly:
    def __get__(self, obj, objtype=None):
        return 42


print(inspect.isdatadescriptor(Positive()), inspect.isdatadescriptor(ReadOnly()), inspect.isdatadescriptor(len))


def schedule(task, when=0, *deps, retries=3, **labels):
    return task


sig = inspect.signature(schedule)
ba = sig.bind("build", 5, "fetch", "lint", owner="ci")
print(isinstance(ba, inspect.BoundArguments), ba.args, ba.kwargs)
print(ba.arguments)
ba.apply_defaults()
print(ba)
print(schedule(*ba.args, **ba.kwargs))
partial = sig.bind_partial(retries=1)
print(partial, partial.args, partial.kwargs)
try:
    sig.bind()
except TypeError as e:
    print("TypeError:", e)
