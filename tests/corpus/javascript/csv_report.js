// features: string_methods, destructuring, array_methods, object_static, nullish_coalescing, number_methods, sort, set, template_string
const csv = `region,product,units,price
North,Widget,12,2.50
South,Gadget,5,10.00
North,Gadget,3,10.00
East,Widget,20,2.50
South,Widget,7,2.50
East,Gizmo,1,99.99`;

const [header, ...rows] = csv.trim().split("\n");
const cols = header.split(",");
const records = rows.map(line => {
  const parts = line.split(",");
  return Object.fromEntries(cols.map((c, i) => [c, isNaN(parts[i]) ? parts[i] : Number(parts[i])]));
});

const byRegion = records.reduce((acc, r) => {
  (acc[r.region] ??= []).push(r);
  return acc;
}, {});

for (const [region, items] of Object.entries(byRegion).sort(([a], [b]) => a.localeCompare(b))) {
  const total = items.reduce((s, r) => s + r.units * r.price, 0);
  console.log(`${region.padEnd(6)} ${String(items.length).padStart(2)} lines  $${total.toFixed(2).padStart(8)}`);
}
const grand = records.reduce((s, r) => s + r.units * r.price, 0);
console.log("Grand total:", grand.toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log("Units:", (1234567).toLocaleString("en-US"));
const best = records.reduce((a, b) => (a.units * a.price >= b.units * b.price ? a : b));
console.log("Best line:", best);
console.table === undefined ? null : console.log(JSON.stringify(records.slice(0, 2), null, 2));
const products = [...new Set(records.map(r => r.product))].sort();
console.log(products.join(" | "));
