// features: proxy_reflect, in_operator, delete_operator, class_declaration, arrow_function, json_stringify, console_log
// Guards and views built from Proxy and Reflect: validation, defaults,
// negative indexes, hidden fields, change logs and read-only wrappers.

const log = [];

// A validating record: the set trap checks types, the get trap supplies defaults.
function typedRecord(schema, defaults = {}) {
  return new Proxy({}, {
    get(target, key, receiver) {
      if (typeof key === 'symbol') return Reflect.get(target, key, receiver);
      return key in target ? Reflect.get(target, key, receiver) : defaults[key];
    },
    set(target, key, value) {
      const type = schema[key];
      if (!type) throw new TypeError(`unknown field "${key}"`);
      if (typeof value !== type) throw new TypeError(`${key} must be a ${type}, got ${typeof value}`);
      return Reflect.set(target, key, value);
    },
  });
}

const user = typedRecord({ name: 'string', age: 'number', admin: 'boolean' }, { admin: false });
user.name = 'Lin';
user.age = 41;
for (const attempt of [() => { user.age = 'old'; }, () => { user.email = 'x@y'; }]) {
  try {
    attempt();
  } catch (e) {
    console.log(e.constructor.name + ':', e.message);
  }
}
console.log(user.name, user.age, user.admin, user.missing);
console.log(JSON.stringify(user), Object.keys(user), 'admin' in user, 'name' in user);

// Python-style negative indexes on an array.
const pyList = (arr) =>
  new Proxy(arr, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^-\d+$/.test(key)) key = String(target.length + Number(key));
      return Reflect.get(target, key, receiver);
    },
  });
const letters = pyList(['a', 'b', 'c', 'd']);
console.log(letters[-1], letters[-4], letters[0], letters.length, letters.slice(1, 3));
console.log(Array.isArray(letters), [...letters].join(''), letters.map((c) => c.toUpperCase()));
console.log(letters);

// Private-by-convention fields hidden from `in`, keys and delete.
const hideUnderscore = (obj) =>
  new Proxy(obj, {
    has: (t, k) => !String(k).startsWith('_') && k in t,
    ownKeys: (t) => Reflect.ownKeys(t).filter((k) => typeof k !== 'string' || !k.startsWith('_')),
    deleteProperty(t, k) {
      if (String(k).startsWith('_')) return false;
      log.push(`deleted ${k}`);
      return Reflect.deleteProperty(t, k);
    },
  });
const account = hideUnderscore({ id: 7, _token: 'abc', owner: 'Ro', temp: 1 });
console.log('_token' in account, 'id' in account, Object.keys(account), Object.entries(account));
console.log(delete account.temp, delete account._token, account._token);
for (const k in account) log.push(`key ${k}`);

// An observed array: push, pop, shift and unshift write through the set trap.
function observed(arr) {
  return new Proxy(arr, {
    set(t, k, v) {
      log.push(`set ${String(k)}=${JSON.stringify(v)}`);
      return Reflect.set(t, k, v);
    },
    deleteProperty(t, k) {
      log.push(`delete ${String(k)}`);
      return Reflect.deleteProperty(t, k);
    },
  });
}
const queue = observed([1, 2]);
console.log(queue.push(3, 4), queue.pop(), queue.shift(), queue.unshift(0), queue.length);
queue[5] = 'far';
console.log(JSON.stringify(queue), queue.length);
console.log(log.join('\n'));

// A read-only view: writes fail silently in sloppy code, throw in strict code.
const readOnly = (obj) => new Proxy(obj, { set: () => false, deleteProperty: () => false });
const settings = readOnly({ theme: 'dark' });
settings.theme = 'light';
console.log(settings.theme, Reflect.set(settings, 'theme', 'x'), Reflect.deleteProperty(settings, 'theme'));
(function () {
  'use strict';
  try {
    settings.theme = 'light';
  } catch (e) {
    console.log(e.name, e.message);
  }
})();

// A proxy without traps is transparent; typeof follows the target.
const plain = new Proxy({ a: 1 }, {});
plain.b = 2;
console.log(plain.a + plain.b, typeof plain, typeof new Proxy(() => 1, {}), JSON.stringify(plain));
try {
  new Proxy(1, {});
} catch (e) {
  console.log(e.message);
}

// Reflect on ordinary objects.
class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  norm() {
    return Math.hypot(this.x, this.y);
  }
}
const p = Reflect.construct(Point, [3, 4]);
console.log(p, p.norm(), Reflect.apply(Math.max, null, [1, 9, 4]), Reflect.apply(Point.prototype.norm, { x: 6, y: 8 }, []));
const sym = Symbol('tag');
const o = { b: 1, a: 2, 2: 'two', 1: 'one', [sym]: true };
console.log(Reflect.ownKeys(o), Reflect.has(o, 'a'), Reflect.has(o, 'toString'), Reflect.get(o, 1));
console.log(Reflect.defineProperty(o, 'c', { value: 3 }), o.c, Reflect.getPrototypeOf(p) === Point.prototype);
const frozen = Object.freeze({ k: 1 });
console.log(Reflect.set(frozen, 'k', 2), Reflect.deleteProperty(frozen, 'k'), frozen.k, Reflect.isExtensible(frozen));
console.log(Reflect.set(o, 'b', 10), o.b, Reflect.deleteProperty(o, 'b'), 'b' in o, Reflect.get([10, 20], 1));
const proto = { greet() { return `hi ${this.name}`; } };
const bare = { name: 'Ada' };
console.log(Reflect.setPrototypeOf(bare, proto), bare.greet(), Reflect.getOwnPropertyDescriptor(bare, 'name'));
console.log(Reflect.preventExtensions(bare), Reflect.isExtensible(bare), Object.isExtensible(bare));
