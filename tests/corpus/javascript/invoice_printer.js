// features: object_literal, array_of_objects, number_methods, string_methods, template_string, nullish_coalescing, json_stringify, console_log
const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const invoice = {
  number: 'INV-2024-0042',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  lines: [
    { sku: 'WID-1', description: 'Widget, large', qty: 3, unit: 19.99 },
    { sku: 'GAD-7', description: 'Gadget deluxe with extra long name', qty: 1, unit: 249.5 },
    { sku: 'SRV-H', description: 'Service hours', qty: 7.5, unit: 80 },
    { sku: 'DSC', description: 'Loyalty discount', qty: 1, unit: -25 },
  ],
  taxRate: 0.0825,
};

function truncate(s, n) {
  return s.length > n ? s.slice(0, n - 1) + '…' : s;
}

const subtotal = invoice.lines.reduce((sum, l) => sum + l.qty * l.unit, 0);
const tax = Math.round(subtotal * invoice.taxRate * 100) / 100;
const total = subtotal + tax;

const width = 64;
console.log('='.repeat(width));
console.log(`Invoice ${invoice.number}`.padEnd(width - invoice.customer.name.length) + invoice.customer.name);
console.log(`<${invoice.customer.email}>`.padStart(width));
console.log('-'.repeat(width));
console.log(['SKU'.padEnd(6), 'Description'.padEnd(24), 'Qty'.padStart(6), 'Unit'.padStart(12), 'Amount'.padStart(12)].join(' '));
for (const { sku, description, qty, unit } of invoice.lines) {
  console.log([
    sku.padEnd(6),
    truncate(description, 24).padEnd(24),
    qty.toFixed(qty % 1 ? 1 : 0).padStart(6),
    fmt.format(unit).padStart(12),
    fmt.format(qty * unit).padStart(12),
  ].join(' '));
}
console.log('-'.repeat(width));
const summary = [['Subtotal', subtotal], [`Tax (${(invoice.taxRate * 100).toFixed(2)}%)`, tax], ['Total', total]];
for (const [label, amount] of summary) console.log(`${label.padStart(50)} ${fmt.format(amount).padStart(13)}`);
console.log('='.repeat(width));
const byKind = invoice.lines.reduce((acc, l) => {
  const kind = l.unit < 0 ? 'credits' : l.sku.startsWith('SRV') ? 'services' : 'goods';
  (acc[kind] ??= []).push(l.sku);
  return acc;
}, {});
console.log(byKind);
console.log(JSON.stringify({ number: invoice.number, total: +total.toFixed(2), lines: invoice.lines.length }));
console.log(total.toLocaleString('en-US', { maximumFractionDigits: 1 }), (1234567.891).toLocaleString());
