// features: prototype, function_properties, class_declaration, error_classes, regex, map, set, getters_object_literal
// A small utility toolkit of the kind older code bases carry: type detection
// through Object.prototype.toString, methods borrowed from built-in
// prototypes with call/apply, a few monkey-patched helpers on String, Array
// and Date, and frozen configuration objects inspected through descriptors.

const typeOf = (x) => Object.prototype.toString.call(x).slice(8, -1);
const samples = [[], {}, null, undefined, 42, 'hi', true, new Date(0), /ab+c/gi, new Map(), new Set([1]),
  new WeakMap(), new Error('boom'), Symbol('s'), Promise.resolve(1), () => 1, new Uint8Array(2)];
console.log(samples.map(typeOf).join(' '));

// borrowing methods
function joinArgs() { return Array.prototype.slice.call(arguments, 1).join('+'); }
console.log(joinArgs('skip', 'a', 'b', 'c'));
const stamp = new Date(Date.UTC(2023, 10, 5, 8, 45, 30));
console.log(Date.prototype.toISOString.call(stamp), Date.prototype.getUTCHours.apply(stamp, []));
const toFixed = Number.prototype.toFixed;
console.log(toFixed.call(2.71828, 3), Number.prototype.toString.call(255, 16));
console.log(RegExp.prototype.test.call(/^\d{3}$/, '123'), RegExp.prototype.exec.call(/(\w)(\d)/, 'x a1 b2')[0]);
console.log(Map.prototype.get.call(new Map([['k', 'v']]), 'k'), Set.prototype.has.call(new Set(['q']), 'q'));
console.log(String.prototype.padStart.call('7', 3, '0'), String.prototype.at.call('hello', -1));
console.log(Symbol.prototype.toString.call(Symbol('tag')), Boolean.prototype.toString.call(false));
const has = Object.prototype.hasOwnProperty;
const record = { id: 1, name: 'x' };
console.log(['id', 'name', 'toString'].map((k) => `${k}:${has.call(record, k)}`).join(' '));
console.log(Object.prototype.propertyIsEnumerable.call(record, 'id'), Object.prototype.propertyIsEnumerable.call([1], 'length'));
try {
  Date.prototype.getTime.call({ not: 'a date' });
} catch (e) {
  console.log(e instanceof TypeError, e.constructor.name);
}
try {
  Map.prototype.get.call([], 'k');
} catch (e) {
  console.log('Map.get on an array:', e.name);
}

// monkey patching
String.prototype.capitalize = function () { return this.charAt(0).toUpperCase() + this.slice(1).toLowerCase(); };
Array.prototype.sum = function () { return this.reduce((a, b) => a + b, 0); };
Date.prototype.ymd = function () { return this.toISOString().slice(0, 10); };
RegExp.prototype.matchesAll = function (words) { return words.every((w) => this.test(w)); };
Promise.prototype.tap = function (fn) { return this.then((v) => { fn(v); return v; }); };
Object.defineProperty(Array.prototype, 'last', { get() { return this[this.length - 1]; }, configurable: true });
console.log('wORLD'.capitalize(), [1, 2, 3.5].sum(), stamp.ymd(), /^[a-z]+$/.matchesAll(['abc', 'xyz']), [4, 5, 6].last);
console.log(Object.keys(String.prototype), 'capitalize' in String.prototype, [].propertyIsEnumerable('sum'));
Promise.resolve(21).tap((v) => console.log('tapped', v)).then((v) => console.log('then', v * 2));

// prototypes and identity
console.log(Object.getPrototypeOf(stamp) === Date.prototype, Object.getPrototypeOf(/x/) === RegExp.prototype,
  Object.getPrototypeOf([]) === Array.prototype, Object.getPrototypeOf('s') === String.prototype,
  Object.getPrototypeOf(new Map()) === Map.prototype, Object.getPrototypeOf(Promise.resolve()) === Promise.prototype);
console.log(Object.getPrototypeOf(Date.prototype) === Object.prototype, Object.getPrototypeOf(Object.prototype));
console.log(Date.prototype.isPrototypeOf(stamp), Object.prototype.isPrototypeOf(stamp), Array.prototype.isPrototypeOf({}));
console.log(typeof Promise.prototype.then, typeof WeakMap.prototype.set, typeof WeakSet.prototype.add,
  typeof ArrayBuffer.prototype.slice, typeof Uint8Array.prototype.subarray, typeof Symbol.prototype.toString);
console.log(Object.getOwnPropertyNames(Date.prototype).includes('getTime'), Object.keys(Date.prototype).length);

// errors
class ValidationError extends Error {
  constructor(field) { super(`invalid ${field}`); this.name = 'ValidationError'; this.field = field; }
}
console.log(Error.prototype.name, TypeError.prototype.name, JSON.stringify(RangeError.prototype.message));
console.log(Error.prototype.toString.call({ name: 'Custom', message: 'went wrong' }),
  Error.prototype.toString.call({ message: 'only message' }), Error.prototype.toString.call({ name: 'OnlyName', message: '' }));
console.log(Object.getPrototypeOf(TypeError.prototype) === Error.prototype, Error.prototype.isPrototypeOf(new RangeError('r')));
const ve = new ValidationError('email');
console.log(String(ve), Error.prototype.toString.call(ve), ValidationError.prototype instanceof Error);

// frozen configuration and descriptors
const config = Object.freeze({ host: 'localhost', port: 8080, get url() { return `http://${this.host}:${this.port}`; } });
config.port = 9090;
console.log(config.port, config.url, Object.isFrozen(config));
const descriptors = Object.getOwnPropertyDescriptors(config);
for (const [key, d] of Object.entries(descriptors)) {
  const kind = 'value' in d ? `value=${JSON.stringify(d.value)} writable=${d.writable}` : `getter=${typeof d.get} setter=${typeof d.set}`;
  console.log(`${key.padEnd(5)} ${kind} enumerable=${d.enumerable} configurable=${d.configurable}`);
}
const settings = {};
Object.defineProperties(settings, { retries: { value: 3, enumerable: true }, secret: { value: 'x', writable: true } });
console.log(Object.getOwnPropertyDescriptors(settings));
console.log(Object.getOwnPropertyDescriptors([7]));

// constructors seen from values
const values = [[], 'text', 7, true, new Date(0), /re/, new Map(), new Set(), new WeakMap(), Promise.resolve()];
console.log(values.map((v) => v.constructor.name).join(','), values.every((v) => v.constructor.prototype === Object.getPrototypeOf(v)));
console.log(true.toString() + '/' + false.valueOf(), [].constructor === Array, (3).constructor === Number, new Set().constructor === Set);

// functions: Function.prototype
function area(w, h) { return w * h; }
Function.prototype.signature = function () { return `${this.name}/${this.length}`; };
console.log(typeof Function, area instanceof Function, Object.getPrototypeOf(area) === Function.prototype, Math.max instanceof Function);
console.log(Function.prototype.call.call(area, null, 3, 4), Function.prototype.apply.call(area, null, [5, 6]), Function.prototype.bind.call(area, null, 7)(8));
console.log(area.signature(), Math.max.toString(), Function.prototype.toString.call(parseInt), String([].map));
