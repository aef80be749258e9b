// features: class_declaration, object_methods, json_stringify, symbols, sort, arithmetic, template_string, console_log
// Value objects that convert themselves: valueOf for comparisons and sums,
// toJSON for JSON.stringify, [Symbol.toPrimitive] for a string/number hint.
class Money {
  constructor(cents, currency = 'USD') {
    this.cents = cents;
    this.currency = currency;
  }
  valueOf() { return this.cents / 100; }
  toString() { return `${(this.cents / 100).toFixed(2)} ${this.currency}`; }
  toJSON() { return { amount: this.cents / 100, currency: this.currency }; }
}

class Temperature {
  constructor(celsius) { this.celsius = celsius; }
  [Symbol.toPrimitive](hint) {
    if (hint === 'number') return this.celsius;
    if (hint === 'string') return `${this.celsius}°C`;
    return `${this.celsius} degrees`;
  }
}

const prices = [new Money(1999), new Money(450), new Money(12000), new Money(799)];
prices.sort((a, b) => a - b);
console.log(prices.map(String).join(' < '));
console.log('cheapest over 5:', prices.find(p => p > 5).toString());
console.log('total', prices.reduce((sum, p) => sum + p, 0));
console.log('max', Math.max(...prices), 'doubled', prices[0] * 2);
console.log(JSON.stringify({ order: 17, lines: prices.slice(0, 2), total: new Money(2449) }));
console.log(JSON.stringify([new Money(5, 'EUR')], null, 2));

const t = new Temperature(21.5);
console.log(+t, `${t}`, t + '', t > 20, t < 20, Number(t) + 1);
console.log(String(t), [t, new Temperature(-3)].join(' | '));

const plain = { valueOf() { return 10; } };
console.log(plain * 3, plain + 1, plain > 9, `${plain}`);
const label = { toString() { return 'label'; } };
console.log(label + '!', `${label}`, +label, label == 'label');
console.log(Number({}), +[], +[7], Number(new Date(86400000)), new Date(0) + 1 === new Date(0).toString() + '1');
