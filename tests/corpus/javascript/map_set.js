// features: map, set, for_of, destructuring, spread
const inventory = new Map([["apples", 5], ["pears", 2]]);
inventory.set("kiwis", 12).set("apples", 7);
console.log(inventory, inventory.size, inventory.get("pears"), inventory.get("nope"));
console.log(inventory.has("kiwis"), inventory.delete("kiwis"), inventory.delete("kiwis"), inventory.size);
for (const [fruit, n] of inventory) console.log(fruit, n);
console.log([...inventory.keys()], [...inventory.values()], [...inventory.entries()]);
inventory.forEach((v, k) => console.log(`${k} -> ${v}`));

const s = new Set([3, 1, 3, 2, 1]);
s.add(5).add(1);
console.log(s, s.size, s.has(2), s.has(9));
s.delete(3);
console.log([...s], [...s].sort());
const a = new Set([1, 2, 3, 4]);
const b = new Set([3, 4, 5]);
console.log(new Set([...a].filter((x) => b.has(x))), new Set([...a, ...b]));
const keyed = new Map();
keyed.set(1, "number one").set("1", "string one").set("yes", true);
console.log(keyed.get(1), keyed.get("1"), keyed.get("yes"), keyed);
const groups = new Map();
for (const w of ["apple", "avocado", "banana", "blueberry", "cherry"]) {
  const k = w[0];
  if (!groups.has(k)) groups.set(k, []);
  groups.get(k).push(w);
}
console.log(groups);
console.log(new Map(), new Set(), new Set("hello"));
