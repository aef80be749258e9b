// features: proxy_reflect, class_declaration, getters, rest_spread, console_log
// Tracing proxies: methods and getters called through a proxy see the proxy
// as `this` (their reads and writes are traced too), and proxies of
// functions and classes route calls through the apply and construct traps.
const trace = [];

function traced(obj, name) {
  return new Proxy(obj, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key !== 'constructor') trace.push(`${name}.${key}`);
      return Reflect.get(target, key, receiver);
    },
    set(target, key, value, receiver) {
      trace.push(`${name}.${String(key)} = ${JSON.stringify(value)}`);
      return Reflect.set(target, key, value, receiver);
    },
  });
}

class Account {
  balance = 0;
  history = [];
  deposit(n) {
    this.balance += n;
    this.history = [...this.history, n];
    return this;
  }
  get summary() {
    return `${this.history.length} deposit(s), balance ${this.balance}`;
  }
}

const acct = traced(new Account(), 'acct');
acct.deposit(10).deposit(5);
console.log(acct.summary, acct instanceof Account);
console.log(trace.join('\n'));
trace.length = 0;

// Reflect.get with a receiver: the getter runs on the receiver.
const base = { first: 'Ada', last: 'Lovelace', get full() { return `${this.first} ${this.last}`; } };
console.log(Reflect.get(base, 'full'), Reflect.get(base, 'full', { first: 'Grace', last: 'Hopper' }));

// Function proxies: apply for calls, construct for `new`.
const timed = (fn) =>
  new Proxy(fn, {
    apply(target, thisArg, args) {
      const result = Reflect.apply(target, thisArg, args);
      trace.push(`${target.name}(${args.join(', ')}) -> ${result}`);
      return result;
    },
  });
const add = timed(function add(a, b) { return a + b; });
const square = timed((x) => x * x);
console.log(add(2, 3), square(add(1, 1)), [1, 2, 3].map((x) => square(x)), typeof add);

class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
}
let made = 0;
const CountedPoint = new Proxy(Point, {
  construct(target, args) {
    made++;
    return Reflect.construct(target, args.map(Number));
  },
});
const p = new CountedPoint('3', '4');
console.log(p, p instanceof Point, made, new CountedPoint(1, 2).x + p.y, made);
console.log(trace.join('\n'));
