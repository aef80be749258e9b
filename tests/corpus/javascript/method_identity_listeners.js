// features: class_declaration, closures, console_log, for_of
// Reading a method through the same object gives the same function each
// time, so listener registries can find and remove it again.
class Bus {
  constructor() { this.handlers = new Map(); }
  on(topic, fn) {
    if (!this.handlers.has(topic)) this.handlers.set(topic, []);
    const list = this.handlers.get(topic);
    if (!list.includes(fn)) list.push(fn);
  }
  off(topic, fn) {
    const list = this.handlers.get(topic) || [];
    const i = list.indexOf(fn);
    if (i >= 0) list.splice(i, 1);
    return i >= 0;
  }
  emit(topic, ...args) {
    return (this.handlers.get(topic) || []).map((fn) => fn(...args));
  }
}

class Counter {
  constructor(name) { this.name = name; this.n = 0; }
  bump(by = 1) { this.n += by; return `${this.name}=${this.n}`; }
}

const bus = new Bus();
const a = new Counter('a');
const b = new Counter('b');
bus.on('tick', a.bump);
bus.on('tick', a.bump); // already registered: ignored
bus.on('tick', b.bump);
console.log(bus.handlers.get('tick').length, a.bump === a.bump, a.bump === b.bump);
console.log(a.bump === Counter.prototype.bump, typeof a.bump);
const seen = new Set([a.bump, b.bump, a.bump]);
console.log(seen.size, seen.has(b.bump));
console.log(bus.off('tick', a.bump), bus.off('tick', a.bump), bus.handlers.get('tick').length);
const helpers = { greet() { return 'hi'; } };
console.log(helpers.greet === helpers.greet, [helpers.greet].indexOf(helpers.greet));
const bound = a.bump.bind(a);
console.log(bound === a.bump, bound(5), a.n);
const memo = new Map();
for (const obj of [a, b, a]) {
  const key = obj.bump;
  memo.set(key, (memo.get(key) || 0) + 1);
}
console.log(memo.size, [...memo.values()]);
