// features: array_of_objects, array_methods, sort, object_literal, template_string, number_methods
const items = [
  { sku: "A-100", name: "Widget", price: 2.5, qty: 10, tags: ["tools"] },
  { sku: "B-200", name: "Gadget", price: 12.99, qty: 3, tags: ["electronics", "gifts"] },
  { sku: "C-300", name: "Doohickey", price: 0.75, qty: 120, tags: [] },
  { sku: "D-400", name: "Thingamajig", price: 45, qty: 0, tags: ["gifts"] },
];

const value = (it) => it.price * it.qty;
const inStock = items.filter((it) => it.qty > 0);
console.log(`${inStock.length} of ${items.length} items in stock`);
const byValue = [...items].sort((a, b) => value(b) - value(a));
for (const it of byValue) {
  console.log(`${it.sku.padEnd(6)} ${it.name.padEnd(12)} ${value(it).toFixed(2).padStart(8)}`);
}
const total = items.reduce((sum, it) => sum + value(it), 0);
console.log("total", total.toFixed(2), Math.round(total));
const tagCounts = {};
items.flatMap((it) => it.tags).forEach((t) => (tagCounts[t] = (tagCounts[t] ?? 0) + 1));
console.log(tagCounts);
console.log(items.map(({ sku, qty }) => ({ sku, low: qty < 5 })));
console.log(items.find((it) => it.price > 100), items.findIndex((it) => it.name === "Gadget"));
