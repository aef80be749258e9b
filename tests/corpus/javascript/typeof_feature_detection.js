// features: typeof, closures, console_log, function_declaration
// Environment sniffing the way libraries do it: `typeof name` of a name
// declared nowhere is "undefined" (no ReferenceError), of a global its type,
// and of the program's own bindings their value's type.

const env = {
  browser: typeof window !== 'undefined' && typeof document !== 'undefined',
  node: typeof process === 'object',
  commonjs: typeof module === 'object' && typeof require === 'function',
  webWorker: typeof importScripts === 'function',
  hasTimers: typeof setTimeout === 'function' && typeof queueMicrotask === 'function',
};
console.log(env);

// polyfill only when missing
const structured = typeof structuredClone === 'function' ? 'native structuredClone' : 'JSON fallback';
const later = typeof setImmediate === 'function' ? setImmediate : (fn) => setTimeout(fn, 0);
console.log(structured, typeof later);

const probe = ['Map', 'Set', 'Promise', 'Symbol', 'BigInt', 'Math', 'JSON', 'Date', 'RegExp', 'Error', 'parseInt'];
const kinds = {
  Map: typeof Map, Set: typeof Set, Promise: typeof Promise, Symbol: typeof Symbol, BigInt: typeof BigInt,
  Math: typeof Math, JSON: typeof JSON, Date: typeof Date, RegExp: typeof RegExp, Error: typeof Error, parseInt: typeof parseInt,
};
console.log(probe.map((n) => `${n}:${kinds[n]}`).join(' '));
console.log(typeof undefined, typeof NaN, typeof Infinity, typeof globalThis, typeof console.log);

// names the program binds are its own, wherever they are declared
function describe(a, { b = 1 } = {}, [c] = [], ...rest) {
  return [typeof a, typeof b, typeof c, typeof rest, typeof arguments, typeof inner, typeof hoisted];
  function inner() {}
}
var hoisted = 'set later';
console.log(describe(null));
console.log(describe(() => 1, { b: 2n }, [Symbol('s')], 4));

let assignedLater;
console.log(typeof assignedLater);
assignedLater = { ready: true };
console.log(typeof assignedLater);

for (const flag of ['DEBUG_MODE', 'featureFlags']) {
  const known = flag === 'DEBUG_MODE' ? typeof DEBUG_MODE : typeof featureFlags;
  console.log(flag, known === 'undefined' ? 'off' : 'on');
}

class Registry {
  static hasPlugin() {
    return typeof registeredPlugin !== 'undefined';
  }
}
console.log('plugin present:', Registry.hasPlugin(), typeof Registry, typeof new Registry());
