// features: closures, arrow_function, function_expression, higher_order
function makeCounter(start = 0, step = 1) {
  let value = start;
  return {
    next: () => {
      value += step;
      return value;
    },
    reset() {
      value = start;
    },
  };
}

const c = makeCounter();
c.next();
c.next();
console.log(c.next());
c.reset();
console.log(c.next());
const by5 = makeCounter(100, 5);
console.log(by5.next(), by5.next(), by5.next());

const compose = (...fns) => (x) => fns.reduceRight((acc, f) => f(acc), x);
const inc = (x) => x + 1;
const dbl = function (x) {
  return x * 2;
};
console.log(compose(inc, dbl)(5), compose(dbl, inc)(5));

function memoize(fn) {
  const cache = new Map();
  let hits = 0;
  const wrapped = (n) => {
    if (cache.has(n)) {
      hits++;
      return cache.get(n);
    }
    const r = fn(n);
    cache.set(n, r);
    return r;
  };
  return { call: wrapped, stats: () => hits };
}
const square = memoize((n) => n * n);
console.log([1, 2, 3, 2, 1, 4].map(square.call), square.stats());
