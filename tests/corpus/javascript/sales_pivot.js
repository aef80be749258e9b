// features: destructuring, set, nullish_coalescing, compound_assignment, sort, number_methods, spread, map
const sales = [
  ["2024-Q1", "north", "tea", 120], ["2024-Q1", "south", "tea", 80], ["2024-Q1", "north", "coffee", 200],
  ["2024-Q2", "south", "coffee", 150], ["2024-Q2", "north", "tea", 90], ["2024-Q2", "south", "tea", 110],
  ["2024-Q3", "north", "coffee", 210], ["2024-Q3", "south", "coffee", 175], ["2024-Q3", "south", "tea", 60],
];
const pivot = {};
const quarters = new Set(), regions = new Set();
for (const [q, region, product, amount] of sales) {
  quarters.add(q); regions.add(region);
  pivot[region] ??= {};
  pivot[region][q] = (pivot[region][q] ?? 0) + amount;
}
const qs = [...quarters].sort();
console.log(["region", ...qs, "total"].map(h => h.padStart(8)).join(""));
for (const r of [...regions].sort()) {
  const row = qs.map(q => pivot[r][q] ?? 0);
  console.log([r, ...row, row.reduce((a, b) => a + b)].map(v => String(v).padStart(8)).join(""));
}
const byProduct = Object.groupBy ? null : sales.reduce((acc, [, , p, a]) => ({ ...acc, [p]: (acc[p] || 0) + a }), {});
console.log(byProduct);
const growth = qs.slice(1).map((q, i) => {
  const prev = sales.filter(s => s[0] === qs[i]).reduce((s, x) => s + x[3], 0);
  const cur = sales.filter(s => s[0] === q).reduce((s, x) => s + x[3], 0);
  return `${q}: ${((cur - prev) / prev * 100).toFixed(1)}%`;
});
console.log(growth);
const top = sales.toSorted ? [...sales].sort((a, b) => b[3] - a[3]).slice(0, 3) : [];
console.log(top.map(s => s.join("/")));
console.log(Math.max(...sales.map(s => s[3])), sales.map(s => s[3]).reduce((a, b) => a + b) / sales.length);
console.log(new Map(Object.entries(pivot)), pivot);
