// features: map, set, class_declaration, private_members, error_classes, async_await, array_methods, console_format, instanceof
// A metadata cache keyed by objects: WeakMap/WeakSet/WeakRef bookkeeping,
// AggregateError reports, and the copying/in-place array helpers.
class MetadataCache {
  #meta = new WeakMap();
  #seen = new WeakSet();
  #refs = [];
  #registry = new FinalizationRegistry(key => console.log('collected', key));

  attach(obj, data) {
    this.#meta.set(obj, { ...this.#meta.get(obj), ...data });
    this.#seen.add(obj);
    this.#refs.push(new WeakRef(obj));
    this.#registry.register(obj, data.id ?? 'anon');
    return this;
  }
  lookup(obj) {
    return this.#seen.has(obj) ? this.#meta.get(obj) : undefined;
  }
  forget(obj) {
    this.#registry.unregister(obj);
    const had = this.#meta.delete(obj);
    this.#seen.delete(obj);
    return had;
  }
  live() {
    return this.#refs.map(r => r.deref()).filter(Boolean).length;
  }
  describe() {
    return { meta: this.#meta, seen: this.#seen, firstRef: this.#refs[0] };
  }
}

const doc = { title: 'Report' };
const img = { src: 'chart.png' };
const cache = new MetadataCache().attach(doc, { id: 'd1', words: 1200 }).attach(img, { id: 'i1' });
cache.attach(doc, { words: 1350 });
console.log(cache.lookup(doc), cache.lookup(img), cache.lookup({}));
console.log(cache.forget(img), cache.forget(img), cache.lookup(img), cache.live());
console.log(cache.describe());
console.log(cache);
const wm = new WeakMap();
const ws = new WeakSet();
console.log(wm instanceof WeakMap, wm instanceof Map, ws instanceof WeakSet, ws instanceof Set);
console.log(Object.prototype.toString.call(wm), wm[Symbol.toStringTag], ws[Symbol.toStringTag]);
console.log([new WeakRef(doc)], new FinalizationRegistry(() => {}));
try {
  new WeakRef('text');
} catch (e) {
  console.log(e.name + ':', e.message);
}

// validation errors gathered into one AggregateError
function validate(order) {
  const problems = [];
  if (!order.id) problems.push(new TypeError('missing id'));
  if (order.qty <= 0) problems.push(new RangeError(`bad quantity ${order.qty}`));
  if (!/^[A-Z]{3}$/.test(order.currency)) problems.push(new Error(`unknown currency ${order.currency}`));
  if (problems.length) throw new AggregateError(problems, `order ${order.id ?? '?'} is invalid`);
  return true;
}
for (const order of [{ id: 7, qty: 2, currency: 'EUR' }, { qty: 0, currency: 'euro' }]) {
  try {
    console.log('valid', validate(order));
  } catch (e) {
    console.log(e instanceof AggregateError, e instanceof Error, e.name, e.message);
    for (const p of e.errors) console.log(' -', p.name, p.message);
  }
}
const empty = new AggregateError(new Set(), 'nothing');
console.log(empty.errors, `${empty}`, empty.constructor.name);
Promise.any([Promise.reject(new Error('a')), Promise.reject(new Error('b'))]).catch(e => {
  console.log(e.constructor.name, e.errors.map(x => x.message), e instanceof AggregateError);
});

// copying and in-place array helpers
const slots = ['a', 'b', 'c', 'd', 'e', 'f'];
console.log(slots.toSpliced(1, 2, 'X'), slots.toSpliced(-2), slots.toSpliced(), slots);
console.log([...slots].copyWithin(0, 3), [...slots].copyWithin(-2, 0, 2), [...slots].copyWithin(2));
const prices = [1234.5, 0.25, 1e6, null, undefined, -42];
console.log(prices.toLocaleString(), [[1000, 2000], 3000].toLocaleString(), [].toLocaleString());
console.log(prices.toLocaleString('en-US', { minimumFractionDigits: 2 }));
console.log('%c[styled]%c plain', 'color: green', '', 'tail');
console.log('json: %j and %j', { a: [1, 2], s: 'x' }, 'str', 'extra');
