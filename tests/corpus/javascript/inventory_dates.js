// features: date, number_methods, array_methods, json_stringify, string_methods, object_literal
const items = [
  { sku: "A-1", name: "Bolt", qty: 1200, price: 0.05, received: "2024-01-15" },
  { sku: "B-7", name: "Hinge", qty: 45, price: 3.2, received: "2023-11-02" },
  { sku: "C-3", name: "Bracket", qty: 0, price: 7.75, received: "2024-03-30" },
  { sku: "D-9", name: "Gasket", qty: 310, price: 1.125, received: "2022-12-31" },
];
for (const it of items) {
  const d = new Date(it.received + "T00:00:00Z");
  const value = it.qty * it.price;
  console.log([it.sku, it.name.padEnd(8), String(it.qty).padStart(5), value.toFixed(2).padStart(8), d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDay(), d.toISOString().slice(0, 10)].join(" "));
}
const d1 = new Date(Date.UTC(2024, 1, 29, 12, 30));
console.log(d1.toISOString(), d1.getTime(), d1.valueOf() === +d1);
d1.setUTCDate(d1.getUTCDate() + 1);
console.log(d1.toISOString(), d1.getUTCMonth());
d1.setUTCMonth(11, 31); d1.setUTCHours(23, 59, 59, 999);
console.log(d1.toISOString(), JSON.stringify({ when: d1 }));
const ages = items.map(it => Math.floor((Date.UTC(2024, 5, 1) - Date.parse(it.received)) / 86400000));
console.log(ages);
console.log(new Date(0).toISOString(), new Date(2020, 0, 1).getFullYear());
const totalValue = items.reduce((s, i) => s + i.qty * i.price, 0);
console.log(totalValue.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
console.log(new Intl.NumberFormat("en-US").format(9876543.21));
console.log((0.1 + 0.2).toFixed(10), (1e21).toLocaleString("en-US"), (12345.6789).toLocaleString());
console.log(items.filter(i => i.qty === 0).map(i => i.name), items.some(i => i.qty > 1000), items.every(i => i.price > 0));
