// features: prototype, strict_equality, call_apply_bind, array_methods, string_methods, map, set, higher_order
// Polyfill-style feature checks and method borrowing: a built-in method
// read from a value is the same function object as the prototype's
// (so `arr.push === Array.prototype.push`), which code relies on to
// detect patched methods, to dedupe handlers and to borrow methods.
const arr = [3, 1, 2];
const checks = {
  'arr.push is Array.prototype.push': arr.push === Array.prototype.push,
  '[].map is [].map': [].map === [].map,
  'two arrays share slice': [1].slice === ['x'].slice,
  'string trim is String.prototype.trim': 'abc'.trim === String.prototype.trim,
  'number toFixed': (1.5).toFixed === Number.prototype.toFixed,
  'map get': new Map().get === Map.prototype.get,
  'set has': new Set().has === Set.prototype.has,
  'date getTime': new Date(0).getTime === Date.prototype.getTime,
  'push is not pop': arr.push === arr.pop,
  'String trim is not Array slice': ''.trim === [].slice,
};
for (const [label, ok] of Object.entries(checks)) console.log(`${ok ? 'same' : 'diff'}  ${label}`);

// detecting monkey-patched methods
function isNative(obj, name, proto) {
  return obj[name] === proto[name];
}
console.log('native push?', isNative(arr, 'push', Array.prototype), 'native includes?', isNative([], 'includes', Array.prototype));
const queue = { items: [], push(x) { this.items.push(x * 10); } };
queue.push(3);
console.log('queue push native?', isNative(queue, 'push', Array.prototype), queue.items, queue.hasOwnProperty('push'));
const ops = ['push', 'unshift'];
for (const [i, op] of ops.entries()) arr[op](i + 10);
console.log(arr, arr['length'], typeof arr['map'], 'abc'['toUpperCase']());

// deduping callbacks: the same built-in read twice is one Set entry
const handlers = new Set([arr.join, Array.prototype.join, [].join, arr.reverse]);
console.log('distinct handlers:', handlers.size, [...handlers].map(f => f.name));
const lookup = new Map([[Array.prototype.sort, 'sorter'], [String.prototype.toUpperCase, 'shout']]);
console.log(lookup.get(arr.sort), lookup.get('x'.toUpperCase), lookup.get([].filter));
console.log([Array.prototype.map, Array.prototype.filter].indexOf(arr.filter), [String.prototype.slice].includes('q'.slice));

// borrowing: the prototype's function called on another receiver
const { slice, join } = Array.prototype;
function argsToArray() { return slice.call(arguments, 1); }
console.log(argsToArray('a', 'b', 'c'), join.call(['x', 'y'], '+'));
const push = Array.prototype.push;
const target = [];
push.apply(target, [7, 8, 9]);
console.log(target, push === target.push, typeof push, push.name, push.length);

// own vs inherited
console.log(arr.hasOwnProperty('push'), arr.hasOwnProperty(0), arr.hasOwnProperty('length'), 'push' in arr, 'abc'.hasOwnProperty('trim'));
console.log(Object.getPrototypeOf(arr).map === arr.map, Object.getPrototypeOf('s').charAt === 's'.charAt);
