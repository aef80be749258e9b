// features: map_object, set_object, for_of_statement, generic_type, console_log_array
const inventory = new Map<string, number>();
inventory.set("apples", 5);
inventory.set("pears", 2);
inventory.set("plums", 0);
inventory.set("apples", 7);
console.log(inventory.size, inventory.get("apples"), inventory.get("kiwi"));
console.log(inventory.has("pears"), inventory.has("kiwi"));
inventory.delete("plums");
for (const [k, v] of inventory) console.log(k, v);
for (const k of inventory.keys()) console.log("key", k);
let sum = 0;
for (const v of inventory.values()) sum += v;
console.log("sum", sum);
inventory.forEach((v, k) => console.log(`${k}=${v}`));

const seen = new Set<number>();
for (const n of [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]) seen.add(n);
console.log(seen.size, seen.has(9), seen.has(7));
seen.delete(9);
console.log(Array.from(seen).join(" "));
console.log([...seen].sort((a, b) => a - b));

const letters = new Set("mississippi");
console.log([...letters].join(""));
const counts: Record<string, number> = {};
for (const ch of "mississippi") counts[ch] = (counts[ch] || 0) + 1;
console.log(Object.keys(counts).map((k) => k + counts[k]).join(" "));
const m2 = new Map<number, string>([[1, "one"], [2, "two"]]);
console.log(m2.get(2), m2.size);
m2.clear();
console.log(m2.size);
