// features: symbols, class_declaration, proxy_reflect, object_static, generators, prototype, console_log
// A debugging helper lists what each class of a small hierarchy defines
// on its prototype -- string- and symbol-keyed members -- and where an
// instance's members come from.
'use strict';

const serialize = Symbol('serialize');
const describe = Symbol.for('app.describe');

class Sized {
  get size() { return this.items.length; }
  isEmpty() { return this.size === 0; }
  [serialize]() { return JSON.stringify(this.items); }
}
class Iterable extends Sized {
  *[Symbol.iterator]() { yield* this.items; }
  get [Symbol.toStringTag]() { return 'Bag'; }
  [describe]() { return `bag of ${this.size}`; }
}
class Bag extends Iterable {
  constructor(...items) { super(); this.items = items; }
  add(x) { this.items.push(x); return this; }
}

function origin(obj, key) {
  for (let p = Object.getPrototypeOf(obj); p; p = Object.getPrototypeOf(p)) {
    if (Reflect.ownKeys(p).includes(key)) return p.constructor.name;
  }
  return 'none';
}

console.log('Sized names:', Object.getOwnPropertyNames(Sized.prototype));
console.log('Sized symbols:', Object.getOwnPropertySymbols(Sized.prototype));
console.log('Iterable symbols:', Object.getOwnPropertySymbols(Iterable.prototype));
console.log('Bag keys:', Reflect.ownKeys(Bag.prototype));

const bag = new Bag(3, 1, 2).add(5);
console.log([...bag], bag.size, bag.isEmpty(), bag[serialize](), bag[describe]());
console.log(Object.prototype.toString.call(bag), typeof Sized.prototype[serialize], serialize in Sized.prototype);
const symbolNames = Object.getOwnPropertySymbols(Iterable.prototype).map(s => s.description);
console.log(symbolNames, Symbol.keyFor(describe), Symbol.keyFor(serialize));
for (const cls of [Sized, Iterable, Bag]) {
  const all = Reflect.ownKeys(cls.prototype);
  console.log(cls.name.padEnd(9), all.length, all.filter(k => typeof k === 'symbol').length);
}
for (const key of ['add', 'isEmpty', 'size', serialize, Symbol.iterator, describe, 'missing']) {
  console.log(String(key).padEnd(24), origin(bag, key));
}
