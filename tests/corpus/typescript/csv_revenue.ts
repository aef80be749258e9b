// features: interface_declaration, string_methods, array_destructuring, array_methods, set_object, spread_element, console_log_object, number_formatting
const raw = `region,product,units,price
north,widget,12,2.50
south,gadget,3,10.00
north,gadget,7,10.00
east,widget,20,2.45
south,widget,5,2.50
east,doohickey,1,99.99
north,doohickey,2,95.00`;

interface Row { region: string; product: string; units: number; price: number }

function parse(text: string): Row[] {
  const [header, ...lines] = text.trim().split("\n");
  const cols = header.split(",");
  return lines.map(line => {
    const cells = line.split(",");
    const rec: Record<string, string> = {};
    cols.forEach((c, i) => (rec[c] = cells[i]));
    return { region: rec.region, product: rec.product, units: Number(rec.units), price: parseFloat(rec.price) };
  });
}

const rows = parse(raw);
const totals: Record<string, number> = {};
for (const r of rows) totals[r.region] = (totals[r.region] ?? 0) + r.units * r.price;

const sorted = Object.entries(totals).sort(([, a], [, b]) => b - a);
console.log("Revenue by region");
for (const [region, total] of sorted) {
  console.log(`  ${region.padEnd(8, ".")}${total.toFixed(2).padStart(10)}`);
}
const grand = sorted.reduce((s, [, t]) => s + t, 0);
console.log(`  ${"TOTAL".padEnd(8, ".")}${grand.toFixed(2).padStart(10)}`);

const products = [...new Set(rows.map(r => r.product))].sort();
console.log(products.join(" | "));
const best = rows.reduce((a, b) => (a.units * a.price >= b.units * b.price ? a : b));
console.log("best line:", best);
const units = rows.map(r => r.units);
console.log("units min/max/avg", Math.min(...units), Math.max(...units), (units.reduce((a, b) => a + b) / units.length).toFixed(3));
console.log(rows.filter(r => r.price > 5).map(r => `${r.product}@${r.region}`));
