// features: interface_declaration, literal_type, index_signature, optional_parameter, console_log_object, number_formatting, nullish_coalescing
// Invoice generation: nested data, reduce/groupBy, JSON output and console.log of deep objects
interface LineItem { sku: string; description: string; qty: number; unitPrice: number; taxRate: 0 | 0.07 | 0.2 }
interface Customer { id: string; name: string; address: { street: string; city: string; country: { code: string; name: string } } }
interface Invoice { number: string; customer: Customer; items: LineItem[]; discount?: { kind: "percent" | "fixed"; value: number } }

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

function totals(inv: Invoice) {
  const net = inv.items.reduce((s, i) => s + i.qty * i.unitPrice, 0);
  const discount = !inv.discount ? 0 : inv.discount.kind === "percent" ? (net * inv.discount.value) / 100 : inv.discount.value;
  const factor = net === 0 ? 0 : (net - discount) / net;
  const taxByRate: { [rate: string]: number } = {};
  for (const i of inv.items) {
    const key = `${(i.taxRate * 100).toFixed(0)}%`;
    taxByRate[key] = round2((taxByRate[key] ?? 0) + i.qty * i.unitPrice * factor * i.taxRate);
  }
  const tax = Object.values(taxByRate).reduce((a, b) => a + b, 0);
  return { net: round2(net), discount: round2(discount), taxByRate, tax: round2(tax), gross: round2(net - discount + tax) };
}

function render(inv: Invoice): string {
  const t = totals(inv);
  const lines = [
    `INVOICE ${inv.number}`,
    `${inv.customer.name} (${inv.customer.id})`,
    `${inv.customer.address.street}, ${inv.customer.address.city}, ${inv.customer.address.country.name}`,
    "-".repeat(56),
    ...inv.items.map(i => `${i.sku.padEnd(8)}${i.description.slice(0, 22).padEnd(23)}${String(i.qty).padStart(4)} x ${i.unitPrice.toFixed(2).padStart(8)}${(i.qty * i.unitPrice).toFixed(2).padStart(10)}`),
    "-".repeat(56),
    `${"Net".padEnd(46)}${t.net.toFixed(2).padStart(10)}`,
  ];
  if (t.discount) lines.push(`${`Discount (${inv.discount!.kind === "percent" ? inv.discount!.value + "%" : "fixed"})`.padEnd(46)}${(-t.discount).toFixed(2).padStart(10)}`);
  for (const [rate, amount] of Object.entries(t.taxByRate)) if (amount) lines.push(`${("VAT " + rate).padEnd(46)}${amount.toFixed(2).padStart(10)}`);
  lines.push(`${"TOTAL".padEnd(46)}${t.gross.toFixed(2).padStart(10)}`);
  return lines.join("\n");
}

const acme: Customer = { id: "C-001", name: "Acme Corp", address: { street: "1 Loop Rd", city: "Springfield", country: { code: "US", name: "United States" } } };
const invoices: Invoice[] = [
  {
    number: "2024-0001",
    customer: acme,
    items: [
      { sku: "WID-1", description: "Widget, standard size", qty: 12, unitPrice: 3.99, taxRate: 0.07 },
      { sku: "GAD-9", description: "Gadget deluxe with extended warranty", qty: 1, unitPrice: 249.5, taxRate: 0.07 },
      { sku: "BOOK", description: "Manual", qty: 2, unitPrice: 15, taxRate: 0 },
    ],
    discount: { kind: "percent", value: 10 },
  },
  {
    number: "2024-0002",
    customer: { id: "C-042", name: "Böhm GmbH", address: { street: "Hauptstr. 5", city: "Wien", country: { code: "AT", name: "Austria" } } },
    items: [{ sku: "SRV", description: "Consulting hours", qty: 7.5, unitPrice: 120, taxRate: 0.2 }],
    discount: { kind: "fixed", value: 50 },
  },
  { number: "2024-0003", customer: acme, items: [] },
];
for (const inv of invoices) {
  console.log(render(inv));
  console.log();
}
const summary = invoices.map(inv => ({ number: inv.number, customer: inv.customer, totals: totals(inv) }));
console.log(summary[0]);
console.log(JSON.stringify(summary[1].totals));
const byCustomer = summary.reduce<Record<string, { count: number; gross: number }>>((acc, s) => {
  const e = (acc[s.customer.name] ??= { count: 0, gross: 0 });
  e.count++;
  e.gross = round2(e.gross + s.totals.gross);
  return acc;
}, {});
console.log(byCustomer);
console.log(JSON.stringify(invoices[1], ["number", "customer", "name", "items", "sku", "qty"], 1));
