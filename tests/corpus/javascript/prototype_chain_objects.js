// features: prototype, object_static, error_classes, class_declaration, object_literal, console_log, string_index
// A tiny config system: defaults live on prototypes (Object.create,
// Object.setPrototypeOf, `__proto__` in a literal), lookup tables are
// Object.create(null) dictionaries without Object.prototype's members,
// plain objects name Object as their constructor, errors list their own
// property names as V8 does, and a string key such as '01' on an array
// names a property, not an index.
const defaults = { color: 'blue', size: 10, describe() { return `${this.color}/${this.size}`; } };
const userCfg = { color: 'red' };
Object.setPrototypeOf(userCfg, defaults);
console.log(userCfg.describe(), Object.getPrototypeOf(userCfg) === defaults, defaults.isPrototypeOf(userCfg));
const literal = { __proto__: defaults, size: 3 };
console.log(literal.describe(), Object.keys(literal), literal.hasOwnProperty('color'));
const ignored = { __proto__: 42, x: 1 };
console.log(Object.getPrototypeOf(ignored) === Object.prototype, Object.keys(ignored));

const table = Object.create(null);
table.alpha = 1;
table.toString = 'shadow';
console.log(table, Object.keys(table), typeof table.hasOwnProperty, table.constructor);
console.log('alpha' in table, 'valueOf' in table, Object.prototype.hasOwnProperty.call(table, 'alpha'));
const bare = Object.setPrototypeOf({ k: 'v' }, null);
console.log(bare, Object.getPrototypeOf(bare), typeof bare.toString);
const nested = { __proto__: null, inner: { x: 1 } };
console.log(nested, nested.inner.constructor === Object);

console.log(({}).constructor === Object, ({}).constructor.name, Object.prototype.constructor === Object);
const isPlain = (v) => v !== null && typeof v === 'object' && v.constructor === Object;
console.log([{}, [], new Map(), Object.create(null), { a: 1 }].map(isPlain));

class Shape { area() { return 0; } get kind() { return 'shape'; } }
class Square extends Shape { constructor(s) { super(); this.s = s; } area() { return this.s * this.s; } }
const fake = { s: 4 };
Object.setPrototypeOf(fake, Square.prototype);
console.log(fake.area(), fake.kind, fake instanceof Square, fake instanceof Shape, fake.constructor === Square);

const e1 = new Error('disk full');
e1.code = 'ENOSPC';
console.log(Object.getOwnPropertyNames(e1), Object.keys(e1));
console.log(Object.getOwnPropertyNames(new Error()), Object.getOwnPropertyNames(new RangeError('r', { cause: e1 })));
class ConfigError extends Error {
  constructor(key) { super(`bad key ${key}`); this.name = 'ConfigError'; this.key = key; }
}
const ce = new ConfigError('size');
console.log(Object.getOwnPropertyNames(ce), ce.stack.split('\n')[0]);
console.log(new Error().stack.split('\n')[0], new TypeError('').stack.split('\n')[0]);

const row = ['a', 'b', 'c'];
console.log(row['01'], row['1'], row['2'], row['-1'], row['1.0'], row[1.0]);
