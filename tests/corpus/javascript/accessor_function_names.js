// features: getters, object_static, function_properties, class_declaration, console_log
// An API doc generator walks a class's prototype and describes each
// member from its property descriptor: methods, getters and setters by
// the names JavaScript gives their functions.
'use strict';

class Temperature {
  #celsius = 0;
  constructor(c) { this.#celsius = c; }
  get celsius() { return this.#celsius; }
  set celsius(v) { this.#celsius = v; }
  get fahrenheit() { return this.#celsius * 9 / 5 + 32; }
  static get absoluteZero() { return -273.15; }
  toString() { return `${this.celsius.toFixed(1)}°C`; }
  *[Symbol.iterator]() { yield this.celsius; yield this.fahrenheit; }
  get [Symbol.toStringTag]() { return 'Temperature'; }
}

function describeMember(proto, key) {
  const d = Object.getOwnPropertyDescriptor(proto, key);
  if (!d) return `${String(key)}: (inherited)`;
  const parts = [];
  if (d.get) parts.push(`getter ${JSON.stringify(d.get.name)}`);
  if (d.set) parts.push(`setter ${JSON.stringify(d.set.name)}`);
  if (typeof d.value === 'function') parts.push(`method ${JSON.stringify(d.value.name)} (${d.value.length} args)`);
  return `${String(key).padEnd(28)} ${parts.join(', ')}${d.enumerable ? '' : ' [hidden]'}`;
}

for (const key of Reflect.ownKeys(Temperature.prototype)) console.log(describeMember(Temperature.prototype, key));
const zero = Object.getOwnPropertyDescriptor(Temperature, 'absoluteZero');
console.log(zero.get.name, zero.get, Temperature.absoluteZero);
const t = new Temperature(21.5);
t.celsius += 1;
console.log(`${t}`, [...t], Object.prototype.toString.call(t));
const { get, set } = Object.getOwnPropertyDescriptor(Temperature.prototype, 'celsius');
console.log(get, set, get.call(t), typeof set);

// object literals name their accessors the same way
const config = {
  _level: 2,
  get level() { return this._level; },
  set level(v) { this._level = Math.max(0, v); },
  reset() { this._level = 0; },
};
for (const key of Object.keys(config)) console.log(describeMember(config, key));
const lv = Object.getOwnPropertyDescriptor(config, 'level');
config.level = -5;
console.log(lv.get.name, lv.set.name, lv.get, config.level, config);
