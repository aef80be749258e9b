// features: class_declaration, private_members, getters, map, rest_spread, call_apply_bind, error_classes
class LRUCache {
  #capacity;
  #map = new Map();
  hits = 0;
  misses = 0;

  constructor(capacity) {
    if (capacity <= 0) throw new RangeError(`capacity must be positive, got ${capacity}`);
    this.#capacity = capacity;
  }

  get size() { return this.#map.size; }

  get(key) {
    if (!this.#map.has(key)) { this.misses++; return undefined; }
    const value = this.#map.get(key);
    this.#map.delete(key);
    this.#map.set(key, value);
    this.hits++;
    return value;
  }

  set(key, value) {
    if (this.#map.has(key)) this.#map.delete(key);
    else if (this.#map.size >= this.#capacity) {
      const oldest = this.#map.keys().next().value;
      this.#map.delete(oldest);
      console.log(`evict ${oldest}`);
    }
    this.#map.set(key, value);
    return this;
  }

  keys() { return [...this.#map.keys()]; }

  get hitRate() {
    const total = this.hits + this.misses;
    return total === 0 ? 0 : this.hits / total;
  }
}

function memoize(fn, cache) {
  return function (...args) {
    const key = args.join(',');
    let v = cache.get(key);
    if (v === undefined) {
      v = fn.apply(this, args);
      cache.set(key, v);
    }
    return v;
  };
}

const cache = new LRUCache(3);
cache.set('a', 1).set('b', 2).set('c', 3);
console.log(cache.keys());
cache.get('a');
cache.set('d', 4);
console.log(cache.keys(), cache.size);
console.log(cache.get('b'), cache.get('c'));

const slowSquare = (n) => { console.log(`computing ${n}`); return n * n; };
const fastSquare = memoize(slowSquare, new LRUCache(2));
for (const n of [2, 3, 2, 4, 3, 2]) console.log(`sq(${n}) = ${fastSquare(n)}`);

console.log(`hit rate: ${(cache.hitRate * 100).toFixed(1)}%`);
console.log(cache);
try {
  new LRUCache(0);
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}
