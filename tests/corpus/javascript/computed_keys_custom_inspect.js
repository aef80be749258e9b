// features: computed_keys, console_log, json_stringify
// A money type and a command table: members named by expressions, calls through obj[key](),
// and objects that choose their own console.log text through util.inspect.custom.
const util = require('util');

const CURRENCY = Symbol('currency');
const fmtKey = 'format';

class Money {
  constructor(cents, cur = 'EUR') {
    this.cents = cents;
    this[CURRENCY] = cur;
  }
  [fmtKey]() { return `${(this.cents / 100).toFixed(2)} ${this[CURRENCY]}`; }
  static ['from' + 'Units'](units, cur) { return new Money(Math.round(units * 100), cur); }
  [util.inspect.custom](depth, options) {
    return `Money<${this.format()}>`;
  }
}

class Basket {
  constructor() { this.lines = []; }
  add(name, price) { this.lines.push({ name, price }); return this; }
  [Symbol.for('nodejs.util.inspect.custom')]() {
    // a multi-line text is indented where it is printed
    return ['Basket:', ...this.lines.map(l => `  ${l.name}: ${l.price.format()}`)].join('\n');
  }
}

class Wrapper {
  constructor(inner) { this.inner = inner; }
  // another value printed in the object's place
  [util.inspect.custom]() { return { wrapped: this.inner }; }
}

const m = Money.fromUnits(12.5);
console.log(m, [m, new Money(0, 'USD')], { total: m });
console.log(m[fmtKey](), m.format(), new Money(0, 'GBP')['format']());
console.log(util.inspect(m), `${util.inspect([m])}`);
const basket = new Basket().add('tea', Money.fromUnits(3.2)).add('cake', Money.fromUnits(4));
console.log(basket);
console.log({ order: 7, basket });
console.log(new Wrapper([1, 2]), util.inspect.custom === Symbol.for('nodejs.util.inspect.custom'));

// object literal members with computed names, called through obj[name](...)
const prefix = 'op_';
const calc = {
  acc: 0,
  [prefix + 'add'](n) { this.acc += n; return this; },
  [prefix + 'mul'](n) { this.acc *= n; return this; },
  ['reset']() { this.acc = 0; return this; },
};
const program = [['add', 5], ['mul', 3], ['add', -1], ['mul', 2]];
for (const [op, n] of program) calc[prefix + op](n);
console.log(calc.acc, Object.keys(calc));
calc['reset']();
console.log(calc.acc);
const steps = [function () { return this.length; }, (x) => x * 2];
console.log(steps[0](), steps[1](21));

// symbols never reach JSON
const tagged = { id: 1, kind: Symbol('k'), [Symbol('hidden')]: true };
console.log(JSON.stringify(tagged), JSON.stringify([Symbol('a'), 1]), JSON.stringify(Symbol('x')));
