// features: map, set, for_of, regex, console_log, spread, destructuring
// A word index whose intermediate iterators get logged while debugging:
// node shows collection iterators by kind ([Map Iterator] { ... }).
const text = 'the cat sat on the mat; the dog sat too';
const index = new Map();
for (const m of text.matchAll(/\w+/g)) {
  const positions = index.get(m[0]) ?? [];
  positions.push(m.index);
  index.set(m[0], positions);
}
console.log(index.keys());
console.log(index.values());
console.log(index.entries());
const vowels = new Set([...text].filter(c => 'aeiou'.includes(c)));
console.log(vowels.values(), vowels.keys(), vowels.entries());
const words = [...index.keys()];
console.log(words.keys(), words.values(), words.entries(), 'abc'[Symbol.iterator](), text.matchAll(/a/g));
console.log({ pending: index.keys(), seen: new Set(['x']).values() });
for (const [i, w] of words.entries()) if (i < 2) console.log(i, w);
const it = index.entries();
const [first, second] = it;
console.log(first, second, [...index.keys()].length);
const big = new Map(Array.from({ length: 30 }, (_, i) => [`key${i}`, i]));
console.log(big.values());
