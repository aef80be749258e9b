// features: object_literal, computed_keys, for_in, object_static, json_stringify, compound_assignment
// Property keys are strings: o[3] and o["3"] are one property; integer keys list first, ascending.
const counts = {};
for (const n of [5, 3, 5, 1, 3, 5]) counts[n] = (counts[n] || 0) + 1;
counts["b"] = 1; counts["a"] = 2; counts[10] = 0;
console.log(counts);
console.log(Object.keys(counts), typeof Object.keys(counts)[0]);
for (const k in counts) console.log(k, typeof k, counts[k]);
counts["3"] += 100;
console.log(counts[3], JSON.stringify(counts), Object.entries(counts).length);
