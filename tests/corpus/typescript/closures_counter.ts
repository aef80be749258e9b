// features: closure, arrow_function, function_expression, function_type, object_literal, method_definition
function makeCounter(start: number = 0): { inc: () => number; dec: () => number; get: () => number } {
  let count = start;
  return {
    inc: () => ++count,
    dec: () => --count,
    get() { return count; },
  };
}

function adder(n: number): (x: number) => number {
  return (x) => x + n;
}

function compose<A, B, C>(f: (b: B) => C, g: (a: A) => B): (a: A) => C {
  return function (a: A): C {
    return f(g(a));
  };
}

const c1 = makeCounter();
const c2 = makeCounter(10);
c1.inc(); c1.inc(); c1.inc();
c2.dec();
console.log(c1.get(), c2.get());
const add5 = adder(5);
const double = (x: number): number => x * 2;
const both = compose(double, add5);
console.log(add5(1), double(7), both(3));

const fns: Array<() => number> = [];
for (let i = 0; i < 4; i++) {
  fns.push(() => i * i);
}
console.log(fns.map((f) => f()).join(" "));

function memoize(f: (n: number) => number): (n: number) => number {
  const cache = new Map<number, number>();
  return (n) => {
    if (!cache.has(n)) cache.set(n, f(n));
    return cache.get(n)!;
  };
}
let calls = 0;
const slowSquare = (n: number) => { calls++; return n * n; };
const fast = memoize(slowSquare);
console.log(fast(4), fast(4), fast(5), calls);
