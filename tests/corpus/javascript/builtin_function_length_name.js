// features: function_properties, array_methods, string_methods, math, console_log
// A tiny arity-aware dispatcher: built-in functions report their declared
// parameter count (length) and name like user functions do.
const registry = new Map();
function register(fn, label = fn.name) {
  registry.set(label, { fn, arity: fn.length });
}
[Math.max, Math.hypot, Math.sqrt, Math.random, parseInt, parseFloat, Number.isInteger, Object.keys, Object.assign,
  JSON.stringify, Array.from, Array.of, String.fromCharCode].forEach((f) => register(f));
register((a, b) => a * b, 'product');
for (const [label, { arity }] of registry) console.log(label.padEnd(14), arity);

const methods = [[].push, [].slice, [].splice, [].reduce, [].flat, [].keys, 'x'.padStart, 'x'.split, 'x'.trim,
  'x'.replace, (1).toFixed, new Map().set, new Map().get, new Set().add, new Map().entries];
console.log(methods.map((m) => `${m.name}/${m.length}`).join(' '));
console.log([].map, 'a'.toUpperCase, [Math.min, Object.entries]);

// curry by arity: works for built-ins as well as for user functions
const curry = (fn, n = fn.length) => function step(...args) {
  return args.length >= n ? fn(...args) : (...more) => step(...args, ...more);
};
const clampHigh = curry(Math.min)(10);
console.log([3, 12, 10, -4].map((x) => clampHigh(x)));
const pow = curry(Math.pow);
console.log(pow(2)(10), pow(3, 3));
const radix = curry(parseInt);
console.log(['ff', '7f', '10'].map((s) => radix(s)(16)));
