// features: array_methods, call_apply_bind, arguments_object
// Array methods borrowed for array-likes, as older libraries and DOM code do:
// Array.prototype.x.call(obj) and [].x.call(obj) on { length, 0: .., 1: .. } objects,
// strings and arguments.
const rows = { length: 3, 0: 'id,name', 1: '1,ada', 2: '2,bob' };
const parsed = Array.prototype.map.call(rows, (r) => r.split(','));
console.log(parsed);
console.log(Array.prototype.slice.call(rows, 1), Array.prototype.join.call(rows, ' | '));
console.log(Array.prototype.indexOf.call(rows, '2,bob'), Array.prototype.includes.call(rows, 'x'));
console.log(Array.prototype.filter.call({ length: 4, 0: 5, 1: 12, 2: 7, 3: 20 }, (n) => n > 6));
console.log(Array.prototype.reduce.call({ length: 3, 0: 1, 1: 2, 2: 3 }, (s, x) => s + x, 0));

function variadic() {
  const args = [].slice.call(arguments);
  const rest = [].slice.call(arguments, 1);
  return `${args.length} args, first=${args[0]}, rest=${rest.join('/')}`;
}
console.log(variadic('a', 'b', 'c'));
console.log([].map.call('hey', (c) => c.toUpperCase()), [].every.call('aaa', (c) => c === 'a'));
console.log([].join.call({ length: 2, 0: 'x', 1: 'y' }, '+'), [].concat.call([1], [2, 3]));
