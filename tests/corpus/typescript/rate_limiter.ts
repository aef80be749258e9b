// features: implements_clause, generic_function, compound_assignment, index_signature, parameter_property, map_object
// Token-bucket and sliding-window rate limiters driven by a simulated clock.
interface Clock { now(): number }

class FakeClock implements Clock {
  private t = 0;
  now(): number { return this.t; }
  advance(ms: number): void { this.t += ms; }
}

interface Limiter {
  readonly name: string;
  tryAcquire(key: string): boolean;
}

class TokenBucket implements Limiter {
  readonly name = "bucket";
  private buckets: { [key: string]: { tokens: number; last: number } } = {};
  constructor(private clock: Clock, private capacity: number, private refillPerSec: number) {}

  tryAcquire(key: string): boolean {
    const now = this.clock.now();
    const b = (this.buckets[key] ??= { tokens: this.capacity, last: now });
    const elapsed = (now - b.last) / 1000;
    b.tokens = Math.min(this.capacity, b.tokens + elapsed * this.refillPerSec);
    b.last = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return true;
    }
    return false;
  }
}

class SlidingWindow implements Limiter {
  readonly name = "window";
  private hits = new Map<string, number[]>();
  constructor(private clock: Clock, private limit: number, private windowMs: number) {}

  tryAcquire(key: string): boolean {
    const now = this.clock.now();
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    const ok = list.length < this.limit;
    if (ok) list.push(now);
    this.hits.set(key, list);
    return ok;
  }
}

function groupBy<T, K extends PropertyKey>(items: readonly T[], key: (t: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const it of items) (out[key(it)] ||= []).push(it);
  return out;
}

const clock = new FakeClock();
const limiters: Limiter[] = [new TokenBucket(clock, 3, 2), new SlidingWindow(clock, 3, 1000)];
type Req = { at: number; user: "ann" | "bob" };
const reqs: Req[] = [];
for (let i = 0; i < 14; i++) reqs.push({ at: i * 150 + (i % 3) * 40, user: i % 4 === 3 ? "bob" : "ann" });

const results: { limiter: string; user: string; ok: boolean }[] = [];
let last = 0;
for (const r of reqs) {
  clock.advance(r.at - last);
  last = r.at;
  const line = limiters.map((l) => {
    const ok = l.tryAcquire(r.user);
    results.push({ limiter: l.name, user: r.user, ok });
    return `${l.name}=${ok ? "ok " : "429"}`;
  });
  console.log(`t=${String(r.at).padStart(4)} ${r.user} ${line.join(" ")}`);
}
const grouped = groupBy(results, (r) => `${r.limiter}/${r.user}`);
for (const [k, v] of Object.entries(grouped)) {
  const ok = v.filter((x) => x.ok).length;
  console.log(`${k}: ${ok}/${v.length} allowed (${((ok / v.length) * 100).toFixed(1)}%)`);
}
console.log(Object.keys(groupBy([1, 2, 3, 4, 5, 6], (n) => (n % 2 ? "odd" : "even"))));
