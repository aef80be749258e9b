# Async generators and `async for`, written for RedDragon's VM. An async
# generator's body is lowered as a plain generator (kind "async_generator")
# whose items come out wrapped in Item; anything else it yields is one of its
# own awaits (a future, None for sleep(0), an unknown), which AsyncGen's
# coroutines pass on to the event loop and whose result (or exception) they
# send back in. python_lowerer.cpp lowers `async for` on aiter_of/next_or_end.


class Item:
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value


END = object()


class AsyncGen:
    """The async generator protocol over the lowered generator."""

    def __init__(self, gen):
        self._gen = gen

    def __aiter__(self):
        return self

    async def _run(self, value, exc):
        while True:
            try:
                if exc is not None:
                    out = self._gen.throw(exc)
                else:
                    out = self._gen.send(value)
            except StopIteration:
                raise StopAsyncIteration from None
            exc = None
            value = None
            if type(out) is Item:
                return out.value
            try:
                value = await out
            except BaseException as e:  # the await failed: raised where the generator awaited
                exc = e

    async def __anext__(self):
        return await self._run(None, None)

    async def asend(self, value):
        return await self._run(value, None)

    async def athrow(self, typ, val=None, tb=None):
        exc = typ if val is None else val
        if isinstance(exc, type):
            exc = exc()
        return await self._run(None, exc)

    async def aclose(self):
        try:
            await self._run(None, GeneratorExit())
        except (GeneratorExit, StopAsyncIteration):
            return None
        raise RuntimeError("async generator ignored GeneratorExit")


class _UnknownAiter:
    # `async for` over an unknown value: its items as a for loop over it
    # takes them (bounded by symbolic.loop_bound), never a TypeError
    def __init__(self, obj):
        self._items = (x for x in obj)

    def __aiter__(self):
        return self

    async def __anext__(self):
        for x in self._items:
            return x
        raise StopAsyncIteration


def aiter_of(obj):
    if __py_is_unknown(obj):
        return _UnknownAiter(obj)
    if not hasattr(obj, "__aiter__"):
        raise TypeError(f"'async for' requires an object with __aiter__ method, got {type(obj).__name__}")
    return obj.__aiter__()


async def next_or_end(it):
    try:
        return await it.__anext__()
    except StopAsyncIteration:
        return END


__all__ = ["Item", "END", "AsyncGen", "aiter_of", "next_or_end"]
