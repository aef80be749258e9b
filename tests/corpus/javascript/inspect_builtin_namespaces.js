// features: console_log, math, json_stringify, proxy_reflect, symbols, static_members, class_declaration, class_fields, computed_keys
// A debugging helper that dumps what a module exports: node's inspect shows
// the built-in namespaces as `Object [Math] {}` (their members are not
// enumerable) and classes with their static fields.
function describe(label, value) {
  const kind = typeof value;
  const keys = value !== null && (kind === "object" || kind === "function") ? Object.keys(value) : [];
  console.log(`${label.padEnd(10)} ${kind.padEnd(9)} keys=${keys.length}`, value);
}

describe("Math", Math);
describe("JSON", JSON);
describe("Reflect", Reflect);
describe("Intl", Intl);
describe("Object", Object);

console.log(Object.prototype.toString.call(Math), String(JSON), `${Reflect}`);
console.log(Math[Symbol.toStringTag], JSON[Symbol.toStringTag], Reflect[Symbol.toStringTag]);
console.log(Object.getOwnPropertyNames(JSON));
console.log(Object.getOwnPropertyNames(Math).filter((k) => k === k.toUpperCase() && k.length > 1));
console.log(Object.getOwnPropertyNames(Reflect).slice(0, 5));
console.log(typeof Math.max, Math.max.name, typeof Object, Object.name);

class Money {
  static CURRENCY = "EUR";
  static #created = 0;
  static zero() { return new Money(0); }
  constructor(cents) { this.cents = cents; Money.#created++; }
}
class Price extends Money {
  static VAT = 0.2;
}
const registry = { math: Math, json: JSON, money: Money, price: Price, helpers: [Math.min, JSON.parse] };
console.log(registry);
console.log([Money, Price, Math]);

// user additions to a namespace object are enumerable and are shown
Math.clamp = (x, lo, hi) => Math.min(Math.max(x, lo), hi);
console.log(Math, Object.keys(Math));
console.log(Math.clamp(15, 0, 10), Math.PI.toFixed(4));
const tools = { [Symbol.toStringTag]: "Tools", version: 2 };
console.log(tools, String(tools));

// fields named by computed keys, instance and static, symbol or string
const KIND = "kind";
const ID = Symbol("id");
const REGISTRY = Symbol.for("registry");
class Plugin {
  static [REGISTRY] = ["core"];
  static ["default" + "Name"] = "plugin";
  [KIND] = "loader";
  [ID] = 7;
  ["ver" + "sion"] = "1.2";
}
const p = new Plugin();
console.log(p, Plugin);
console.log(p.kind, p[ID], p.version, Plugin.defaultName, Plugin[REGISTRY], Object.keys(p));

// static fields keep their declaration order, also after one that reads the class
class Temperature {
  static UNIT = "C";
  static ZERO = new Temperature(0);
  static BOILING = 100;
  static self = Temperature;
  constructor(deg) { this.deg = deg; }
}
console.log(Temperature, Object.keys(Temperature));
