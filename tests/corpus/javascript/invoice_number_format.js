// features: number_semantics, number_methods, number_parsing, string_methods, array_methods, bigint, console_log
// Invoice rendering: number formatting, rounding, tax brackets, and text alignment without Intl.
const items = [
  { sku: 'KB-01', desc: 'Mechanical keyboard', qty: 2, unit: 89.995, taxClass: 'std' },
  { sku: 'MS-22', desc: 'Wireless mouse', qty: 3, unit: 24.5, taxClass: 'std' },
  { sku: 'BK-7', desc: 'Book: "Refactoring", 2nd ed.', qty: 1, unit: 47.25, taxClass: 'reduced' },
  { sku: 'GC-50', desc: 'Gift card', qty: 1, unit: 50, taxClass: 'exempt' },
  { sku: 'CB-3', desc: 'USB-C cable (2 m)', qty: 5, unit: 7.99, taxClass: 'std' },
];
const rates = { std: 0.2, reduced: 0.055, exempt: 0 };
const round2 = x => Math.round((x + Number.EPSILON) * 100) / 100;
const money = x => {
  const [int, frac] = Math.abs(x).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${x < 0 ? '-' : ''}$${grouped}.${frac}`;
};
const lines = items.map(it => {
  const net = round2(it.qty * it.unit);
  const tax = round2(net * rates[it.taxClass]);
  return { ...it, net, tax, gross: round2(net + tax) };
});
const widths = { sku: 6, desc: 30, qty: 4, net: 11, tax: 9, gross: 11 };
const trunc = (s, n) => (s.length > n ? s.slice(0, n - 1) + '…' : s);
const header = ['SKU'.padEnd(widths.sku), 'Description'.padEnd(widths.desc), 'Qty'.padStart(widths.qty),
  'Net'.padStart(widths.net), 'Tax'.padStart(widths.tax), 'Gross'.padStart(widths.gross)].join(' ');
console.log(header);
console.log('='.repeat(header.length));
for (const l of lines) {
  console.log([l.sku.padEnd(widths.sku), trunc(l.desc, widths.desc).padEnd(widths.desc), String(l.qty).padStart(widths.qty),
    money(l.net).padStart(widths.net), money(l.tax).padStart(widths.tax), money(l.gross).padStart(widths.gross)].join(' '));
}
const sum = key => round2(lines.reduce((s, l) => s + l[key], 0));
const totals = { net: sum('net'), tax: sum('tax'), gross: sum('gross') };
console.log('-'.repeat(header.length));
console.log(`${'TOTAL'.padEnd(widths.sku + widths.desc + widths.qty + 2)} ${money(totals.net).padStart(widths.net)} ${money(totals.tax).padStart(widths.tax)} ${money(totals.gross).padStart(widths.gross)}`);
const byClass = Object.groupBy ? null : lines.reduce((acc, l) => ((acc[l.taxClass] ??= []).push(l.sku), acc), {});
console.log(byClass);
const discount = totals.gross > 300 ? 0.05 : 0;
const due = round2(totals.gross * (1 - discount));
console.log(`discount ${(discount * 100).toFixed(1)}% -> due ${money(due)} (${due.toExponential(3)}, ${due.toPrecision(4)})`);
console.log([0.1 + 0.2, (0.1 + 0.2).toFixed(20), 1.005.toFixed(2), round2(1.005), (1234.5678).toFixed(1), 1e21.toFixed(2), (-0).toFixed(1)]);
console.log([255, 0.5, -7, 3.75].map(n => [n.toString(2), n.toString(16), n.toString(36)]));
console.log(Number.parseFloat('3.14abc'), Number('  42  '), Number(''), Number('0x1f'), parseInt('0b11'), parseInt('z', 36), (25).toString(36));
console.log(Number.MAX_SAFE_INTEGER + 2, 2 ** 53 === 2 ** 53 + 1, 0.1 * 3, 9007199254740993n + 1n, 7 / 0, -7 % 3, 2 ** -1);
// integers are exact only up to 2^53: past it sums, differences and products round as doubles
const big = 2 ** 53;
console.log(big + 1 === big, big - 1 === big, big * 3 + 1 === big * 3, (big + 2) - big, Number.MAX_SAFE_INTEGER + 1 === Number.MAX_SAFE_INTEGER + 2);
let acc = 1;
for (let i = 0; i < 60; i++) acc = acc * 2 + 1;
console.log(acc, acc === 2 ** 61, Number.isSafeInteger(big - 1), Number.isSafeInteger(big), -big - 1 === -big);
