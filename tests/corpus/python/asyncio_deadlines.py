# features: await, try_statement, finally_clause, global_builtin_modules
# Deadlines on asyncio: wait_for with a timeout cancels the slow job (its
# CancelledError handler and finally run) and raises TimeoutError; a zero
# timeout, None, and loop.call_later handles (one cancelled).
import asyncio
async def job(d, tag, log):
    try:
        await asyncio.sleep(d)
        log.append(f"{tag} finished")
        return tag
    except asyncio.CancelledError:
        log.append(f"{tag} cancelled")
        raise
    finally:
        log.append(f"{tag} cleanup")
async def main():
    log = []
    print(await asyncio.wait_for(job(0.1, "fast", log), timeout=1))
    try:
        await asyncio.wait_for(job(5, "slow", log), timeout=0.5)
    except asyncio.TimeoutError as e:
        print("timeout", type(e).__name__, isinstance(e, TimeoutError))
    try:
        await asyncio.wait_for(job(1, "zero", log), 0)
    except TimeoutError:
        print("zero timeout")
    print(await asyncio.wait_for(job(0.2, "none", log), None))
    loop = asyncio.get_running_loop()
    h = loop.call_later(0.3, log.append, "later fired")
    h2 = loop.call_later(0.2, log.append, "never")
    h2.cancel()
    await asyncio.sleep(1)
    print(log)
asyncio.run(main())
