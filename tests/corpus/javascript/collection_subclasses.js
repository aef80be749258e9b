// features: class_extends, super_call, super_method, map, set, default_params, rest_spread, console_log, json_stringify, sort
class DefaultMap extends Map {
  constructor(factory, entries) {
    super(entries);
    this.factory = factory;
  }
  get(key) {
    if (!this.has(key)) this.set(key, this.factory(key));
    return super.get(key);
  }
}

class Counter extends Map {
  constructor(iterable = []) {
    super();
    for (const x of iterable) this.add(x);
  }
  add(x, n = 1) { return this.set(x, (super.get(x) ?? 0) + n); }
  mostCommon(n = this.size) {
    return [...this.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
  }
  total() { let t = 0; for (const v of this.values()) t += v; return t; }
}

const text = 'the cat and the hat sat on the mat and the cat ran';
const counts = new Counter(text.split(' '));
console.log(counts.mostCommon(3));
console.log(counts.total(), counts.size, counts.get('cat'), counts.get('dog'));
console.log(counts instanceof Map, counts instanceof Counter, Object.prototype.toString.call(counts));

const byLetter = new DefaultMap(() => []);
for (const w of new Set(text.split(' '))) byLetter.get(w[0]).push(w);
console.log([...byLetter.keys()].join(''));
for (const [k, v] of byLetter) console.log(k, v);
const lengths = new DefaultMap(k => k.length * 10, [['preset', 1]]);
console.log(lengths.get('preset'), lengths.get('abc'), lengths.size);
console.log(lengths);
console.log(new Counter('mississippi'));
const merged = new Map([...counts].filter(([, c]) => c > 1));
console.log(merged);
console.log(JSON.stringify([...counts.mostCommon(2)]), JSON.stringify(counts));

class UniqueList extends Set {
  addAll(...xs) { for (const x of xs) this.add(x); return this; }
  toArray() { return [...this]; }
}
const u = new UniqueList([3, 1]).addAll(1, 2, 3, 4);
console.log(u.toArray(), u.size, u.has(4), u);
