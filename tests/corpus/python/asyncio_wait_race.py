# features: await, try_statement, for_statement, global_builtin_modules
# Racing tasks with asyncio.wait (FIRST_COMPLETED, FIRST_EXCEPTION, timeout,
# ALL_COMPLETED) and as_completed (completion order, timeout), and the
# errors for an empty set, a bare coroutine and a bad return_when.
import asyncio
async def job(tag, d, fail=False):
    await asyncio.sleep(d)
    if fail:
        raise RuntimeError(f"{tag} failed")
    return tag
async def main():
    tasks = [asyncio.create_task(job(t, d)) for t, d in [("a", 0.3), ("b", 0.1), ("c", 0.2)]]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(pending, timeout=0.15)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(pending)
    print(sorted(t.result() for t in done), len(pending))
    ts = [asyncio.create_task(job("x", 0.1)), asyncio.create_task(job("y", 0.05, True)), asyncio.create_task(job("z", 0.2))]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print(len(done), len(pending), [str(t.exception()) for t in done if t.exception()])
    await asyncio.wait(pending)
    for coro in asyncio.as_completed([job("slow", 0.3), job("fast", 0.1), job("mid", 0.2)]):
        print("as_completed:", await coro)
    try:
        for coro in asyncio.as_completed([job("late", 1)], timeout=0.5):
            await coro
    except asyncio.TimeoutError:
        print("as_completed timed out")
    for bad in ([], [job("c", 0)]):
        try:
            await asyncio.wait(bad)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    try:
        await asyncio.wait([asyncio.create_task(job("q", 0))], return_when="SOMETIMES")
    except ValueError as e:
        print(e)
    await asyncio.sleep(2)
asyncio.run(main())
