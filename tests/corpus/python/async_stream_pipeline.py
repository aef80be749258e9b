# features: await, yield, try_statement, finally_clause, with_statement, list_comprehension, global_builtin_modules
# A streaming pipeline of async generators: sources that await between items,
# stages chained with `async for`, async comprehensions (and ones holding
# await), asend/athrow/aclose with try/finally cleanup, __aiter__/__anext__
# classes, and contextlib.asynccontextmanager /
# aclosing around resources.
import asyncio
from contextlib import asynccontextmanager, aclosing

log = []


async def ticker(name, count, delay):
    try:
        for i in range(count):
            await asyncio.sleep(delay)
            yield f"{name}{i}"
    finally:
        log.append(f"{name} closed")


async def upper(source):
    async for item in source:
        if item.endswith("3"):
            continue
        yield item.upper()


class Countdown:
    def __init__(self, start):
        self.n = start

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        await asyncio.sleep(0)
        self.n -= 1
        return self.n


async def accumulator():
    total = 0
    while True:
        try:
            value = yield total
        except ValueError as e:
            log.append(f"reset after {e}")
            total = 0
            continue
        total += value or 0


@asynccontextmanager
async def session(name):
    log.append(f"open {name}")
    try:
        yield name.title()
    except KeyError as e:
        log.append(f"{name} handled {e}")
    finally:
        log.append(f"close {name}")


async def merge(*sources):
    queue = asyncio.Queue()
    done = object()

    async def pump(src):
        async for item in src:
            await queue.put(item)
        await queue.put(done)

    tasks = [asyncio.create_task(pump(s)) for s in sources]
    remaining = len(tasks)
    while remaining:
        item = await queue.get()
        if item is done:
            remaining -= 1
        else:
            yield item


async def square(x):
    await asyncio.sleep(0.01 * x)
    return x * x


async def main():
    print([x async for x in upper(ticker("a", 5, 0.1))])
    print([n async for n in Countdown(4) if n % 2 == 0], [await square(i) for i in range(4)])
    print({k: v async for k, v in merge(ticker("p", 2, 0.25), ticker("q", 3, 0.2)) for v in [len(k)]})

    gen = ticker("manual", 3, 0)
    print(await gen.__anext__(), await gen.__anext__())
    await gen.aclose()
    try:
        await gen.__anext__()
    except StopAsyncIteration:
        print("exhausted after aclose")

    acc = accumulator()
    print(await acc.asend(None), await acc.asend(5), await acc.asend(7))
    print(await acc.athrow(ValueError("overflow")), await acc.asend(2))

    async with session("db") as s:
        print("using", s)
    async with session("cache") as s:
        raise KeyError("missing")
    try:
        async with session("net"):
            raise TimeoutError("slow")
    except TimeoutError as e:
        print("propagated", e)

    async with aclosing(ticker("wrapped", 5, 0)) as stream:
        async for item in stream:
            print("first wrapped:", item)
            break
    print(type(ticker("t", 1, 0)).__name__ in ("async_generator", "generator"))


asyncio.run(main())
for line in log:
    print(" ", line)
