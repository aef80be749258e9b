// features: function_properties, function_declaration, closures, nullish_coalescing
// Functions carrying their own state: counters, memo tables, metadata.
function nextId() {
  nextId.last = (nextId.last || 0) + 1;
  return "id-" + nextId.last;
}
console.log(nextId(), nextId(), nextId.last);

function fib(n) {
  fib.cache = fib.cache ?? {};
  if (n in fib.cache) return fib.cache[n];
  const v = n < 2 ? n : fib(n - 1) + fib(n - 2);
  fib.cache[n] = v;
  fib.calls = (fib.calls ?? 0) + 1;
  return v;
}
console.log(fib(30), fib.calls, Object.keys(fib.cache).length);

const handler = (event) => handler.prefix + event;
handler.prefix = "on:";
console.log(handler("click"), handler.missing);

function plugin() { return "running " + plugin.meta.name; }
plugin.meta = { name: "logger", version: 2 };
plugin.describe = function () { return this.meta.name + "@" + this.meta.version; };
console.log(plugin(), plugin.describe(), plugin.meta);

// a function used as a namespace of helpers
function util() {}
util.double = (x) => x * 2;
util.square = (x) => x * x;
console.log([1, 2, 3].map(util.double), util.square(9), typeof util.double, util.name);
