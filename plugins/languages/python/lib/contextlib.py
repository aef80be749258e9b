# contextlib, written for RedDragon's VM (lowered with the programs that
# import it), following CPython 3.11's Lib/contextlib.py: a generator-based
# manager resumes its generator on exit and throws the body's exception into
# it; suppress, nullcontext, closing, ExitStack and ContextDecorator behave
# as CPython's. redirect_stdout sends print() (and sys.stdout) to its target
# until exit; redirect_stderr swaps sys.stderr. asynccontextmanager and
# aclosing on async generators (lib/_asyncgen.py). Not here (unknown, like a
# missing import's): chdir (the analysed program's directory is never
# changed), AsyncExitStack.


from abc import ABC, abstractmethod
import sys


def _named_after(wrapper, func):
    # functools.wraps's native: library functions take attributes through it
    name = getattr(func, "__name__", None)
    if name is None:
        return wrapper
    return __py_function_attrs(wrapper, __name__=name, __qualname__=getattr(func, "__qualname__", name),
                               __doc__=getattr(func, "__doc__", None), __wrapped__=func) or wrapper


class AbstractContextManager(ABC):
    def __enter__(self):
        return self

    @abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    """A context manager that also works as a decorator: the call runs inside it."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return _named_after(inner, func)


class _GeneratorContextManager(ContextDecorator):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            # the generator swallowed the exception, unless it is the one it raised
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return _named_after(helper, func)


class _AsyncGeneratorContextManager:
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def __call__(self, func):
        async def inner(*args, **kwds):
            async with self.__class__(self.func, self.args, self.kwds):
                return await func(*args, **kwds)
        return _named_after(inner, func)

    async def __aenter__(self):
        try:
            return await self.gen.__anext__()
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await self.gen.__anext__()
            except StopAsyncIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(value)
        except StopAsyncIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return _named_after(helper, func)


class aclosing:
    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class closing(AbstractContextManager):
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return False
        return issubclass(exctype, self._exceptions)


class ExitStack(AbstractContextManager):
    """Callbacks run last-in first-out on exit; an exception a callback
    swallows is not seen by the ones after it, one it raises replaces the
    pending one (its __context__ is the one it replaced)."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = ExitStack()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        if hasattr(type(exit), "__exit__"):
            cm = exit
            self._exit_callbacks.append(lambda t, v, tb: cm.__exit__(t, v, tb))
        else:
            self._exit_callbacks.append(exit)
        return exit

    def enter_context(self, cm):
        cls = type(cm)
        if not hasattr(cls, "__enter__") or not hasattr(cls, "__exit__"):
            raise TypeError("'" + cls.__module__ + "." + cls.__qualname__
                            + "' object does not support the context manager protocol")
        result = cm.__enter__()
        self._exit_callbacks.append(lambda t, v, tb: cm.__exit__(t, v, tb))
        return result

    def callback(self, callback, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        received_exc = exc_type is not None
        pending = exc_value
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            t = None if pending is None else type(pending)
            try:
                if cb(t, pending, None):
                    pending = None
            except BaseException as new_exc:
                pending = new_exc
        if pending is not None and pending is not exc_value:
            raise pending
        return received_exc and pending is None


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append((getattr(sys, self._stream), self._swap(self._new_target)))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        stream, previous = self._old_targets.pop()
        setattr(sys, self._stream, stream)
        self._swap(previous)
        return None

    def _swap(self, target):
        return None


class redirect_stdout(_RedirectStream):
    _stream = "stdout"

    def _swap(self, target):
        return __py_redirect_stdout(target)  # print() without file= writes to it (None: the run's output)


class redirect_stderr(_RedirectStream):
    _stream = "stderr"


__all__ = ["AbstractContextManager", "ContextDecorator", "contextmanager", "asynccontextmanager", "aclosing",
           "closing", "nullcontext", "suppress",
           "ExitStack", "redirect_stdout", "redirect_stderr"]
