// features: symbols, for_of, generators, spread, destructuring, array_from, set
// User-defined iterables: [Symbol.iterator] as a generator method or
// returning an object with next().
class Range {
  constructor(start, end, step = 1) {
    this.start = start;
    this.end = end;
    this.step = step;
  }
  *[Symbol.iterator]() {
    for (let i = this.start; i < this.end; i += this.step) yield i;
  }
}
const r = new Range(0, 10, 3);
console.log([...r], Array.from(r, (x) => x * x));
for (const x of new Range(1, 3)) console.log("range", x);
const [first, second, ...others] = new Range(5, 10);
console.log(first, second, others);

// an iterator object with next(), closing over its state
const countdown = {
  from: 3,
  [Symbol.iterator]() {
    let n = this.from;
    return {
      next: () => (n > 0 ? { value: n--, done: false } : { value: undefined, done: true }),
    };
  },
};
console.log([...countdown], [...countdown].length, Math.max(...countdown));
console.log(countdown);

// an object that is its own iterator
class Fibonacci {
  constructor(limit) { this.a = 0; this.b = 1; this.limit = limit; }
  [Symbol.iterator]() { return this; }
  next() {
    if (this.a > this.limit) return { done: true, value: undefined };
    const value = this.a;
    [this.a, this.b] = [this.b, this.a + this.b];
    return { done: false, value };
  }
}
console.log([...new Fibonacci(50)].join(" "));

// an endless iterator, consumed lazily with break
const naturals = {
  [Symbol.iterator]() {
    let n = 0;
    return { next() { n += 1; return { value: n, done: false }; } };
  },
};
const firstSquares = [];
for (const n of naturals) {
  if (n * n > 30) break;
  firstSquares.push(n * n);
}
console.log(firstSquares);

// iterables feed Set, Map, yield* and delegation to built-in iterators
class Bag {
  constructor(...items) { this.items = items; }
  [Symbol.iterator]() { return this.items[Symbol.iterator](); }
}
const bag = new Bag("a", "b", "a");
console.log(new Set(bag), new Map([...bag].map((x, i) => [i, x])));
function* both() {
  yield* new Range(0, 2);
  yield* bag;
}
console.log([...both()]);
const manual = [7, 8][Symbol.iterator]();
console.log(manual.next(), manual.next(), manual.next());
