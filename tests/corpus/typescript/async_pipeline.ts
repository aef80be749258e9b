// features: async_function, generator_function, for_of_statement, generic_function, arrow_function, interface_declaration
// Async generator pipeline: fetch pages, transform, batch, with for await
interface Page { n: number; items: string[] }

const delay = (ms: number) => new Promise<void>(r => setTimeout(r, ms));

async function* fetchPages(total: number): AsyncGenerator<Page> {
  for (let n = 1; n <= total; n++) {
    await delay(10 * (total - n + 1));
    console.log(`  fetched page ${n}`);
    yield { n, items: Array.from({ length: n + 1 }, (_, i) => `item-${n}.${i}`) };
  }
}

async function* flatten<T>(source: AsyncIterable<{ items: T[] }>): AsyncGenerator<T> {
  for await (const page of source) yield* page.items;
}

async function* mapAsync<T, U>(source: AsyncIterable<T>, fn: (x: T) => Promise<U> | U): AsyncGenerator<U> {
  for await (const x of source) yield await fn(x);
}

async function* batch<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let buf: T[] = [];
  for await (const x of source) {
    buf.push(x);
    if (buf.length === size) { yield buf; buf = []; }
  }
  if (buf.length) yield buf;
}

async function take<T>(source: AsyncIterable<T>, n: number): Promise<T[]> {
  const out: T[] = [];
  if (n <= 0) return out;
  for await (const x of source) {
    out.push(x);
    if (out.length >= n) break;
  }
  return out;
}

async function main(): Promise<void> {
  console.log("start");
  const upper = mapAsync(flatten(fetchPages(3)), async s => { await delay(1); return s.toUpperCase(); });
  let k = 0;
  for await (const group of batch(upper, 4)) console.log(`batch ${++k}:`, group);

  console.log("take 3:", await take(flatten(fetchPages(4)), 3));

  const results = await Promise.allSettled([
    take(fetchPages(1), 1),
    (async () => { throw new Error("boom"); })(),
    delay(5).then(() => "late"),
  ]);
  console.log(results.map(r => (r.status === "fulfilled" ? "ok" : `err:${(r.reason as Error).message}`)));
  const fastest = await Promise.race([delay(30).then(() => "slow"), delay(20).then(() => "fast")]);
  console.log("race:", fastest);
  const gen = fetchPages(2);
  console.log(await gen.next().then(r => r.value?.n), await gen.return(undefined as any));
  console.log("done");
}

main().catch(e => console.error(e));
console.log("sync end");
