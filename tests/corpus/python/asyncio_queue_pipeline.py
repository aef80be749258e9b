# features: await, global_builtin_modules, class_definition, try_statement, with_statement
# A producer/consumer pipeline on asyncio's queues (bounded Queue, LifoQueue,
# PriorityQueue via put/get/join/task_done), Lock, Condition, BoundedSemaphore,
# Event, task cancellation (while waiting and before starting) and loop futures.
import asyncio

async def producer(q, n, tag):
    for i in range(n):
        await q.put(f"{tag}{i}")
        print(f"put {tag}{i} size={q.qsize()} full={q.full()}")
    await q.put(None)

async def consumer(q, name, lock, shared):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            break
        async with lock:
            shared.append((name, item))
            await asyncio.sleep(0.01)
        q.task_done()

async def main():
    q = asyncio.Queue(maxsize=2)
    lock = asyncio.Lock()
    shared = []
    await asyncio.gather(producer(q, 4, "p"), consumer(q, "c1", lock, shared))
    print(shared, q.empty(), lock.locked())
    lq = asyncio.LifoQueue()
    for i in range(3):
        lq.put_nowait(i)
    print([lq.get_nowait() for _ in range(3)])
    try:
        lq.get_nowait()
    except asyncio.QueueEmpty:
        print("empty")
    bq = asyncio.Queue(1)
    bq.put_nowait("x")
    try:
        bq.put_nowait("y")
    except asyncio.QueueFull:
        print("full", bq.qsize(), bq.maxsize)
    cond = asyncio.Condition()
    ready = []
    async def waiter(i):
        async with cond:
            await cond.wait_for(lambda: len(ready) > i)
            print("waiter", i, "sees", ready)
    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    for k in range(3):
        await asyncio.sleep(0.1)
        async with cond:
            ready.append(k)
            cond.notify_all()
    await asyncio.gather(*ws)
    sem = asyncio.BoundedSemaphore(1)
    await sem.acquire()
    sem.release()
    try:
        sem.release()
    except ValueError as e:
        print(e)
    ev = asyncio.Event()
    print(ev.is_set())
    async def slow():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            print("slow cancelled")
            raise
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    print(t.cancel(), t.cancelled())
    res = await asyncio.gather(t, return_exceptions=True)
    print(type(res[0]).__name__, t.cancelled(), t.done())
    t2 = asyncio.create_task(slow())
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError:
        print("t2 cancelled before start", t2.cancelled())
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    loop.call_soon(f.set_result, 42)
    print(await f, f.done())
    f2 = loop.create_future()
    f2.set_exception(ValueError("boom"))
    try:
        await f2
    except ValueError as e:
        print("f2", e)
asyncio.run(main())


async def ranked():
    pq = asyncio.PriorityQueue()
    for job in [(3, "low"), (1, "urgent"), (2, "normal"), (1, "also urgent")]:
        await pq.put(job)
    done = []

    async def worker(name):
        while True:
            prio, job = await pq.get()
            await asyncio.sleep(0.05 * prio)
            done.append(f"{name}:{job}")
            pq.task_done()

    workers = [asyncio.create_task(worker(n)) for n in ("w1", "w2")]
    await pq.join()
    for w in workers:
        w.cancel()
    results = await asyncio.gather(*workers, return_exceptions=True)
    print(done, [type(r).__name__ for r in results], all(w.cancelled() for w in workers))


asyncio.run(ranked())
