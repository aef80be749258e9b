// features: map, set, template_string, string_concat, object_static, generators
// An iterator converted to a string is "[object Map Iterator]" (its toStringTag), not its items joined;
// arrays made from iterators still join.
const m = new Map([[1, 2], [3, 4]]);
const s = new Set(['x', 'y']);
console.log(String([1].entries()), `${m.keys()}`, '' + s.values(), String([1].values()), String('ab'[Symbol.iterator]()));
console.log(`${m.entries()}`, `${s.entries()}`, [1].keys() + '');
console.log(Object.prototype.toString.call([1].keys()), Object.prototype.toString.call(m.values()), Object.prototype.toString.call([1, 2]));
console.log(String(Array.from(m.keys())), String([...m.values()]), `${Array.from(s.values(), x => x + '!')}`, String(Array.from([1, 2].entries())));
const it = m.keys(); it.next();
console.log(String(it), [...it].join('|'), String(Object.entries({ a: 1 })), String(Object.keys({ a: 1, b: 2 })));
console.log(JSON.stringify([...m.entries()]), [1, 2, 3].keys().next(), String([[1, 2], [3]]));
console.log('ab'.matchAll(/a/g) + '', String((function* () {})()), Object.prototype.toString.call(new Set([1]).entries()));
