// features: generators, for_of, class_declaration, spread, destructuring
// Lazy sequences with generators: take/map/filter helpers, an iterable
// class, delegation and the next()/return()/throw() protocol.
function* naturals(start = 1) {
  let n = start;
  while (true) yield n++;
}

function* map(iterable, fn) {
  for (const x of iterable) yield fn(x);
}

function* filter(iterable, pred) {
  for (const x of iterable) if (pred(x)) yield x;
}

function* take(iterable, n) {
  if (n <= 0) return;
  let i = 0;
  for (const x of iterable) {
    yield x;
    if (++i >= n) return;
  }
}

const squaresOfOdds = take(map(filter(naturals(), (n) => n % 2 === 1), (n) => n * n), 5);
console.log([...squaresOfOdds]);

class Range {
  constructor(from, to, step = 1) {
    this.from = from;
    this.to = to;
    this.step = step;
  }
  *values() {
    for (let v = this.from; v < this.to; v += this.step) yield v;
  }
  *pairs() {
    let i = 0;
    for (const v of this.values()) yield [i++, v];
  }
}

const r = new Range(0, 10, 3);
console.log([...r.values()]);
for (const [i, v] of r.pairs()) console.log(`#${i} = ${v}`);

function* flatten(arr) {
  for (const item of arr) {
    if (Array.isArray(item)) yield* flatten(item);
    else yield item;
  }
}
console.log([...flatten([1, [2, [3, [4]], 5], [[6]]])].join(" "));

function* idGenerator(prefix) {
  let id = 0;
  while (true) {
    const reset = yield `${prefix}-${id}`;
    id = reset ? 0 : id + 1;
  }
}
const ids = idGenerator("user");
console.log(ids.next().value, ids.next().value, ids.next().value);
console.log(ids.next(true).value, ids.next().value);
console.log(ids.return("closed"), ids.next());

function* tasks() {
  try {
    yield "download";
    yield "parse";
    yield "store";
  } catch (err) {
    console.log("task failed:", err.message);
    yield "rollback";
  }
}
const t = tasks();
console.log(t.next().value);
console.log(t.next().value);
console.log(t.throw(new Error("disk full")).value);
console.log(t.next().done);

function* zip(a, b) {
  const ia = a[Symbol.iterator] ? a : a;
  const itb = b;
  let i = 0;
  for (const x of ia) {
    if (i >= itb.length) return;
    yield [x, itb[i++]];
  }
}
console.log(JSON.stringify([...zip(naturals(10), ["a", "b", "c"])]));
const [first, second, ...rest] = take(naturals(100), 5);
console.log(first, second, rest);
const total = [...take(naturals(), 100)].reduce((s, x) => s + x, 0);
console.log("sum 1..100 =", total);
