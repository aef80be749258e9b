// features: generators, symbols, class_declaration, for_of, destructuring, spread, array_from, console_log
function* countdown(name, n) {
  while (n > 0) {
    const cmd = yield `${name}: ${n}`;
    if (cmd === 'skip') n--;
    n--;
  }
  return `${name} done`;
}

class RoundRobin {
  constructor() { this.queue = []; this.finished = []; }
  spawn(gen) { this.queue.push(gen); return this; }
  *[Symbol.iterator]() {
    let turn = 0;
    while (this.queue.length) {
      const g = this.queue.shift();
      const { value, done } = g.next(turn % 4 === 3 ? 'skip' : undefined);
      turn++;
      if (done) { this.finished.push(value); continue; }
      yield value;
      this.queue.push(g);
    }
  }
}

const rr = new RoundRobin().spawn(countdown('A', 3)).spawn(countdown('B', 5)).spawn(countdown('C', 2));
for (const line of rr) console.log(line);
console.log(rr.finished);

function* fib() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }
function* take(it, n) { for (const x of it) { if (n-- <= 0) return; yield x; } }
function* map(it, f) { for (const x of it) yield f(x); }
function* filter(it, p) { for (const x of it) if (p(x)) yield x; }
console.log([...take(filter(map(fib(), x => x * 3), x => x % 2 === 0), 8)]);

const range = {
  from: 1, to: 5,
  [Symbol.iterator]() {
    let cur = this.from;
    const last = this.to;
    return { next: () => (cur <= last ? { value: cur++, done: false } : { value: undefined, done: true }), [Symbol.iterator]() { return this; } };
  },
};
console.log([...range], Math.max(...range), Array.from(range, x => x * x));
const [first, , third, ...rest] = range;
console.log(first, third, rest);

const gen = countdown('X', 2);
console.log(gen.next(), gen.next(), gen.next(), gen.next());
const g2 = countdown('Y', 10);
g2.next();
console.log(g2.return('early'), g2.next());
function* withCleanup() {
  try { yield 1; yield 2; } finally { console.log('cleanup ran'); }
}
for (const v of withCleanup()) { console.log('got', v); break; }
const entries = Object.entries({ a: 1, b: 2 })[Symbol.iterator]();
console.log(entries.next().value, typeof entries[Symbol.iterator]);
console.log(Object.prototype.toString.call(fib()), String(fib()));
