// features: generic_class, index_signature, optional_chain, nullish_coalescing, sequence_expression, map_object
// A TTL cache with symbols for metadata, optional hooks and a simulated clock.
const EXPIRES: unique symbol = Symbol("expires");
const HITS = Symbol.for("cache.hits");

interface Entry<V> {
  value: V;
  [EXPIRES]: number;
  [HITS]: number;
}

interface CacheHooks<K, V> {
  onEvict?: (key: K, value: V, reason: "expired" | "capacity" | "manual") => void;
  onMiss?(key: K): void;
  format?: { value?: (v: V) => string };
}

let now = 0;

class TtlCache<K extends string | number, V> {
  private store = new Map<K, Entry<V>>();
  private stats = { hits: 0, misses: 0 };

  constructor(private readonly ttl: number, private readonly capacity: number, private hooks: CacheHooks<K, V> = {}) {}

  set(key: K, value: V, ttl = this.ttl): this {
    if (this.store.has(key)) this.store.delete(key);
    else if (this.store.size >= this.capacity) {
      const oldest = this.store.keys().next().value as K;
      this.evict(oldest, "capacity");
    }
    this.store.set(key, { value, [EXPIRES]: now + ttl, [HITS]: 0 });
    return this;
  }

  get(key: K): V | undefined {
    const e = this.store.get(key);
    if (e && e[EXPIRES] <= now) {
      this.evict(key, "expired");
    } else if (e) {
      e[HITS]++;
      this.stats.hits++;
      this.store.delete(key);
      this.store.set(key, e); // refresh LRU position
      return e.value;
    }
    this.stats.misses++;
    this.hooks.onMiss?.(key);
    return undefined;
  }

  getOrCompute(key: K, compute: (k: K) => V): V {
    return this.get(key) ?? (this.set(key, compute(key)), this.store.get(key)!.value);
  }

  delete(key: K): boolean {
    return this.store.has(key) ? (this.evict(key, "manual"), true) : false;
  }

  private evict(key: K, reason: "expired" | "capacity" | "manual"): void {
    const e = this.store.get(key);
    this.store.delete(key);
    if (e) this.hooks.onEvict?.(key, e.value, reason);
  }

  describe(): string {
    const fmt = this.hooks.format?.value ?? String;
    const parts = [...this.store].map(([k, e]) => `${k}=${fmt(e.value)}(ttl ${e[EXPIRES] - now}, hits ${e[HITS]})`);
    return `[${parts.join(", ")}] hit rate ${(this.stats.hits / Math.max(1, this.stats.hits + this.stats.misses)).toFixed(2)}`;
  }
}

const events: string[] = [];
const cache = new TtlCache<string, number[]>(100, 3, {
  onEvict: (k, v, why) => events.push(`evict ${k} (${why}) len=${v.length}`),
  onMiss: (k) => events.push(`miss ${k}`),
  format: { value: (v) => `<${v.join("|")}>` },
});

cache.set("a", [1]).set("b", [2, 2]).set("c", [3, 3, 3]);
now = 10;
console.log(cache.get("a"), cache.get("zzz"));
cache.set("d", [4]);
now = 50;
console.log(cache.describe());
now = 120;
console.log(cache.get("c"), cache.get("a"));
console.log(cache.getOrCompute("e", (k) => [k.charCodeAt(0)]), cache.getOrCompute("e", () => [0]));
cache.set("f", [6], 5);
now = 126;
console.log(cache.get("f") ?? "gone", cache.delete("d"), cache.delete("d"));
console.log(cache.describe());
console.log(events.join("\n"));

const plain = new TtlCache<number, string>(10, 2);
plain.set(1, "one").set(2, "two").set(3, "three");
console.log(plain.get(1), plain.get(3), plain.describe());
console.log(EXPIRES.toString(), HITS.description, typeof EXPIRES, Symbol.keyFor(HITS));
const sample: Entry<string> = { value: "x", [EXPIRES]: 1, [HITS]: 2 };
console.log(Object.keys(sample), Object.getOwnPropertySymbols(sample).length);
