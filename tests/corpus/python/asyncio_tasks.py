# features: await, function_definition, try_statement, list_comprehension, dictionary
# A simulated crawler on asyncio: concurrent fetches with sleeps standing in
# for network latency, a retrying fetch, gather with and without
# return_exceptions, and tasks created up front and awaited later.
import asyncio

PAGES = {
    "/": ["/about", "/blog"],
    "/about": ["/"],
    "/blog": ["/blog/1", "/blog/2"],
    "/blog/1": [],
    "/blog/2": ["/missing"],
}
LATENCY = {"/": 0.3, "/about": 0.1, "/blog": 0.2, "/blog/1": 0.4, "/blog/2": 0.1}


class NotFound(Exception):
    pass


async def fetch(path):
    await asyncio.sleep(LATENCY.get(path, 0.05))
    if path not in PAGES:
        raise NotFound(path)
    print(f"fetched {path}")
    return PAGES[path]


async def crawl(start):
    seen = {start}
    frontier = [start]
    depth = 0
    while frontier:
        results = await asyncio.gather(*(fetch(p) for p in frontier), return_exceptions=True)
        next_frontier = []
        for path, links in zip(frontier, results):
            if isinstance(links, Exception):
                print(f"  {path}: {type(links).__name__}")
                continue
            for link in links:
                if link not in seen:
                    seen.add(link)
                    next_frontier.append(link)
        depth += 1
        print(f"depth {depth}: {sorted(next_frontier)}")
        frontier = next_frontier
    return sorted(seen)


async def flaky(name, failures):
    attempts = 0
    while True:
        attempts += 1
        await asyncio.sleep(0.01)
        if attempts > failures:
            return f"{name} ok after {attempts}"
        print(f"{name} attempt {attempts} failed")


async def ticker(name, every, count):
    for i in range(count):
        await asyncio.sleep(every)
        print(f"tick {name} {i}")
    return name


async def main():
    pages = await crawl("/")
    print("pages:", pages)
    t1 = asyncio.create_task(flaky("db", 2))
    t2 = asyncio.create_task(flaky("cache", 0))
    print(await t2)
    print(await t1)
    done = await asyncio.gather(ticker("fast", 0.1, 3), ticker("slow", 0.25, 2))
    print("tickers:", done)
    try:
        await asyncio.gather(fetch("/nope"), ticker("never", 1, 1))
    except NotFound as e:
        print("gather failed on", e)
    return len(pages)


print("result:", asyncio.run(main()))
