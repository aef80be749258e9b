// features: map, sort, string_methods, array_methods, destructuring
const text = `the quick brown fox jumps over the lazy dog the fox barks
and the dog sleeps while the quick fox runs`;
const freq = new Map();
for (const w of text.split("\n").join(" ").split(" ")) {
  freq.set(w, (freq.get(w) || 0) + 1);
}
const sorted = [...freq.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
for (const [word, n] of sorted.slice(0, 5)) {
  console.log(word.padEnd(8, "."), n);
}
console.log(sorted.length);
