// features: object_methods, computed_keys, proxy_reflect, higher_order, this, closures, array_methods
// A command console whose handlers live in an object of shorthand methods:
// handlers are looked up by name (obj[name]) and called detached, passed
// to map, and wrapped by a memoizing / logging Proxy.
const calc = {
  add(a, b) { return a + b; },
  sub(a, b) { return a - b; },
  mul(a, b) { return a * b; },
  div(a, b) {
    if (b === 0) throw new RangeError('division by zero');
    return a / b;
  },
  pow(a, b) { return a ** b; },
};

const script = ['add 2 3', 'mul 4 2.5', 'div 9 0', 'pow 2 10', 'mod 7 3', 'sub 1 8'];
for (const line of script) {
  const [name, ...rest] = line.split(' ');
  const handler = calc[name];
  if (typeof handler !== 'function') {
    console.log(`${line.padEnd(10)} -> unknown command ${name}`);
    continue;
  }
  try {
    console.log(`${line.padEnd(10)} -> ${handler(...rest.map(Number))}`);
  } catch (e) {
    console.log(`${line.padEnd(10)} -> ${e.name}: ${e.message}`);
  }
}

// the same function value whichever way it is read
console.log(calc['add'] === calc.add, [calc.add, calc.sub].includes(calc['sub']), new Set([calc.mul, calc['mul']]).size);
const fns = Object.keys(calc).map(k => calc[k]);
console.log(fns.map(f => f(12, 4)));
const formatters = { pct(x) { return `${(x * 100).toFixed(1)}%`; }, money(x) { return `$${x.toFixed(2)}` } };
console.log([0.125, 0.5, 1].map(formatters['pct']), [3, 4.5].map(formatters['money']).join(' '));

// methods that use `this`: read by name and called on the object, or detached
const counter = {
  count: 0,
  step: 2,
  bump() { this.count += this.step; return this.count; },
  describe() { return `count=${this.count}`; },
};
const op = 'bump';
counter[op]();
counter[op]();
console.log(counter.describe(), counter['describe']());

// a memoizing proxy: the get trap hands back either a wrapper or the method itself
function memoize(target, names) {
  const caches = new Map(names.map(n => [n, new Map()]));
  const stats = { hits: 0, misses: 0 };
  return new Proxy(target, {
    get(t, prop, receiver) {
      if (prop === 'stats') return stats;
      const v = Reflect.get(t, prop, receiver);
      if (typeof v !== 'function' || !caches.has(prop)) return v;
      return (...args) => {
        const cache = caches.get(prop);
        const key = args.join(',');
        if (cache.has(key)) { stats.hits++; return cache.get(key); }
        stats.misses++;
        const r = v.apply(t, args);
        cache.set(key, r);
        return r;
      };
    },
  });
}
const pricing = memoize({
  rate: 0.2,
  gross(net) { return Math.round(net * (1 + this.rate) * 100) / 100; },
  label(v) { return `${v.toFixed(2)} EUR`; },
  rateLabel() { return `${this.rate * 100}% (proxied: ${this !== pricing ? 'no' : 'yes'})`; },
}, ['gross']);
console.log([10, 19.99, 10, 5].map(n => pricing.label(pricing.gross(n))).join(', '));
console.log(pricing.stats, pricing.rateLabel());

// traps that read the target directly still call with the proxy as this
const logged = [];
const audited = new Proxy(counter, {
  get(t, prop) {
    if (typeof t[prop] === 'function') logged.push(String(prop));
    return t[prop];
  },
});
audited.bump();
console.log(audited.describe(), logged, counter.count);
const plain = new Proxy(calc, {});
console.log(plain.add(1, 2), plain['mul'](3, 4), (0, plain.sub)(10, 1));
