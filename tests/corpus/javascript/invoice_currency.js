// features: number_methods, template_string, array_methods, object_literal, console_log
// An invoice printed with en-US currency, percent and grouped number
// formats (toLocaleString options and a reused Intl.NumberFormat).
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const pct = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const qty = new Intl.NumberFormat("en-US");
const lines = [
  { item: "Server rack", qty: 2, unit: 1899.99 },
  { item: "Patch cable", qty: 1500, unit: 0.35 },
  { item: "Support hours", qty: 37.5, unit: 120 },
];
let subtotal = 0;
for (const l of lines) {
  const amount = l.qty * l.unit;
  subtotal += amount;
  console.log(`${l.item.padEnd(14)}${qty.format(l.qty).padStart(8)} x ${usd.format(l.unit).padStart(10)} = ${usd.format(amount).padStart(12)}`);
}
const taxRate = 0.0825, discount = -150;
console.log(`Subtotal ${usd.format(subtotal)}  tax ${pct.format(taxRate)}  discount ${usd.format(discount)}`);
const total = subtotal * (1 + taxRate) + discount;
console.log("Total", total.toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log("In EUR", (total * 0.92).toLocaleString("en-US", { style: "currency", currency: "EUR" }),
  "in JPY", (total * 151.3).toLocaleString("en-US", { style: "currency", currency: "JPY" }),
  "in GBP", (total * 0.79).toLocaleString("en-US", { style: "currency", currency: "GBP" }));
console.log((1234567.891).toLocaleString("en-US"), (0.5).toLocaleString("en-US", { style: "percent" }),
  (1e6).toLocaleString("en-US", { minimumFractionDigits: 2 }), (42).toLocaleString("en-US", { useGrouping: false }));
console.log(new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(2.5), usd.format(0), usd.format(-0.004));
try { (5).toLocaleString("en-US", { style: "currency" }); } catch (e) { console.log(e.name, e.message); }
