# features: await, with_statement, class_definition, f_string
# async with: a connection pool whose __aenter__/__aexit__ are coroutines.
import asyncio
class Conn:
    def __init__(self, name): self.name = name
    async def __aenter__(self):
        await asyncio.sleep(0.1)
        print("open", self.name)
        return self
    async def __aexit__(self, et, ev, tb):
        await asyncio.sleep(0.1)
        print("close", self.name)
        return False
    async def query(self, q):
        await asyncio.sleep(0.05)
        return f"{self.name}:{q}"
async def job(n):
    async with Conn(n) as c:
        r = await c.query("select")
        print(r)
async def main():
    await asyncio.gather(job("a"), job("b"))
asyncio.run(main())
