# features: await, symbolic, unresolved_call
# expect: symbolic (CPython cannot import feedclient; expectations curated by hand)
import asyncio
import feedclient


async def collect(source):
    titles = []
    async for entry in feedclient.subscribe(source):
        titles.append(entry["title"])
    return titles


async def main():
    titles = await collect("news")
    print("collected", len(titles), "titles")
    print("done")


asyncio.run(main())
