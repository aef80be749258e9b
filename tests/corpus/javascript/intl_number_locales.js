// features: number_methods, string_methods, map, template_string
// An invoice summary rendered for customers in several countries: each
// locale groups digits and places the currency sign its own way (German
// 1.234,50 €, French 1 234,50 € with narrow no-break spaces, Indian lakh
// grouping 12,34,567.00, Spanish leaves four-digit numbers ungrouped).
const lines = [
  { item: "Laptop", qty: 3, unit: 1249.99 },
  { item: "Docking station", qty: 3, unit: 189.5 },
  { item: "Support (hours)", qty: 12.5, unit: 95 },
  { item: "Licence pack", qty: 1, unit: 12345.678 },
];
const customers = [
  { name: "Berlin GmbH", locale: "de-DE", currency: "EUR" },
  { name: "Lyon SARL", locale: "fr-FR", currency: "EUR" },
  { name: "Leeds Ltd", locale: "en-GB", currency: "GBP" },
  { name: "Pune Pvt", locale: "en-IN", currency: "INR" },
  { name: "Osaka KK", locale: "ja-JP", currency: "JPY" },
  { name: "Sevilla SL", locale: "es-ES", currency: "EUR" },
  { name: "Austin Inc", locale: "en-US", currency: "USD" },
];
const visible = (s) => s.replace(/\u00a0/g, "<nbsp>").replace(/\u202f/g, "<nnbsp>");
const subtotal = lines.reduce((sum, l) => sum + l.qty * l.unit, 0);
for (const c of customers) {
  const money = new Intl.NumberFormat(c.locale, { style: "currency", currency: c.currency });
  const qty = new Intl.NumberFormat(c.locale, { maximumFractionDigits: 1 });
  const pct = new Intl.NumberFormat(c.locale, { style: "percent", minimumFractionDigits: 1 });
  console.log(`== ${c.name} (${c.locale})`);
  for (const l of lines) console.log(`  ${l.item.padEnd(16)} ${qty.format(l.qty).padStart(5)} x ${visible(money.format(l.unit))}`);
  const discount = subtotal > 10000 ? 0.075 : 0;
  console.log(`  subtotal ${visible(money.format(subtotal))}  discount ${visible(pct.format(discount))}`);
  console.log(`  total    ${visible(money.format(subtotal * (1 - discount)))}`);
  console.log(`  refund   ${visible(money.format(-42.5))}`);
}
const n = 1234567.891;
for (const loc of ["de-DE", "fr-FR", "en-GB", "en-IN", "ja-JP", "es-ES", "de", "fr", "es"]) {
  const cells = [
    n.toLocaleString(loc),
    (1234).toLocaleString(loc),
    (12345.5).toLocaleString(loc, { minimumFractionDigits: 2 }),
    n.toLocaleString(loc, { maximumFractionDigits: 0 }),
    n.toLocaleString(loc, { useGrouping: false }),
    (0.4567).toLocaleString(loc, { style: "percent" }),
    (99.99).toLocaleString(loc, { style: "currency", currency: "USD" }),
    (99.99).toLocaleString(loc, { style: "currency", currency: "EUR", currencyDisplay: "code" }),
    [1500, 2.25].toLocaleString(loc),
  ];
  console.log(loc.padEnd(6), cells.map(visible).join(" | "));
}
console.log(new Intl.NumberFormat(["fr-FR", "en-US"], { style: "currency", currency: "CAD" }).format(1e6));
console.log(new Intl.NumberFormat("ja-JP", { style: "currency", currency: "CNY" }).format(88));
console.log(new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(-98765432.109));
