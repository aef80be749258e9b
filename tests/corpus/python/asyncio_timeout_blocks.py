# features: await, try_statement, with_statement, global_builtin_modules
# Deadlines with asyncio.timeout / timeout_at: a block finishing in time, one
# whose task is cancelled at the deadline (TimeoutError outside, the inner
# CancelledError seen inside), reschedule, expired(), current_task and the
# task's cancelling() count.
import asyncio
logged = []


async def work(tag, d, log):
    try:
        await asyncio.sleep(d)
        log.append(f"{tag} done")
        return tag
    except asyncio.CancelledError:
        log.append(f"{tag} cancelled")
        raise
async def main():
    log = logged
    t = asyncio.current_task()
    print(t is not None, t.get_name(), t.cancelling())
    async with asyncio.timeout(1) as cm:
        print(await work("quick", 0.2, log), cm.expired())
    try:
        async with asyncio.timeout(0.5) as cm:
            await work("slow", 2, log)
    except TimeoutError:
        print("timed out", cm.expired(), asyncio.current_task().cancelling())
    async with asyncio.timeout(None) as cm:
        cm.reschedule(asyncio.get_running_loop().time() + 0.3)
        try:
            await work("resched", 1, log)
        except asyncio.CancelledError:
            print("inner saw cancel")
            raise
    print("unreached?", log)
async def outer():
    try:
        await main()
    except TimeoutError:
        print("outer timeout")
    print(sorted(logged))
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout_at(loop.time() + 0.1):
            await asyncio.sleep(1)
    except TimeoutError as e:
        print("timeout_at", type(e).__name__)
asyncio.run(outer())
