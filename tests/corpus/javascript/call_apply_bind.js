// features: call_apply_bind, this, object_methods, class_declaration, higher_order
// Borrowing methods and fixing `this` with call, apply and bind.
function introduce(greeting, punctuation) {
  return greeting + ", I am " + this.name + (punctuation || ".");
}
const alice = { name: "Alice" };
const bob = { name: "Bob", introduce };

console.log(introduce.call(alice, "Hello"));
console.log(introduce.apply(alice, ["Hi", "!"]));
console.log(bob.introduce("Hey"));

const aliceSays = introduce.bind(alice);
console.log(aliceSays("Good morning"), aliceSays.name, typeof aliceSays);
const aliceHello = introduce.bind(alice, "Hello");
console.log(aliceHello("?"));
// a bound function keeps its this even when called through call
console.log(aliceSays.call(bob, "Still"));

class Counter {
  constructor(start) { this.count = start; }
  increment(by) { this.count += by; return this.count; }
}
const c1 = new Counter(0);
const c2 = new Counter(100);
console.log(c1.increment.call(c2, 5), c1.count, c2.count);
const inc = c1.increment.bind(c1);
[1, 2, 3].forEach((n) => inc(n));
console.log(c1.count);

// methods moved between objects follow the new receiver
const account = {
  balance: 50,
  describe() { return "balance " + this.balance; },
};
const other = { balance: 7, describe: account.describe };
console.log(account.describe(), other.describe(), account.describe.call({ balance: 1 }));

// functions that ignore this
function add(a, b) { return a + b; }
console.log(add.call(null, 1, 2), add.apply(null, [3, 4]), add.bind(null, 10)(5));
console.log(Math.max.apply(null, [4, 9, 2]), Math.min.call(null, 4, 9, 2));

// a handler table built with bind
const logger = {
  prefix: "[log]",
  log(msg) { return this.prefix + " " + msg; },
};
const handlers = ["start", "stop"].map((ev) => logger.log.bind(logger, ev));
console.log(handlers.map((h) => h()));

function Point(x, y) { this.x = x; this.y = y; return this; }
const pt = Point.call({}, 1, 2);
console.log(pt.x + pt.y);

// array methods' thisArg
const totals = { sum: 0, factor: 3 };
[1, 2, 3].forEach(function (x) { this.sum += x; }, totals);
console.log(totals.sum, [1, 2].map(function (x) { return x * this.factor; }, totals),
  [5, 9].filter(function (x) { return x > this.sum; }, totals));
