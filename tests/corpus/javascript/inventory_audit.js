// features: map, destructuring, logical_operators, json_parse, json_stringify, sort, template_string, console_log
const stock = new Map([
  ['SKU-1001', { name: 'USB-C cable', qty: 42, reorder: 20, cost: 3.1 }],
  ['SKU-1002', { name: 'Wireless mouse', qty: 7, reorder: 10, cost: 11.75 }],
  ['SKU-1003', { name: 'Laptop stand', qty: 0, reorder: 5, cost: 24 }],
  ['SKU-1004', { name: 'HDMI adapter', qty: 15, reorder: 15, cost: 6.4 }],
]);

const movements = [
  { sku: 'SKU-1001', delta: -30, at: '2024-05-01' },
  { sku: 'SKU-1002', delta: 25, at: '2024-05-01' },
  { sku: 'SKU-1009', delta: 3, at: '2024-05-02' },
  { sku: 'SKU-1003', delta: -1, at: '2024-05-02' },
  { sku: 'SKU-1004', delta: -4, at: '2024-05-03' },
  { sku: 'SKU-1001', delta: 5, at: '2024-05-03' },
];

const errors = [];
const history = {};
for (const { sku, delta, at } of movements) {
  const item = stock.get(sku);
  if (!item) { errors.push(`${at}: unknown ${sku}`); continue; }
  if (item.qty + delta < 0) { errors.push(`${at}: ${sku} would go negative (${item.qty}${delta})`); continue; }
  item.qty += delta;
  (history[sku] ||= []).push(`${at.slice(5)}:${delta > 0 ? '+' : ''}${delta}`);
}

const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
let value = 0;
console.log('SKU       Item              Qty  Value     Status');
for (const [sku, { name, qty, reorder, cost }] of [...stock].sort(([, a], [, b]) => a.qty - b.qty)) {
  const v = qty * cost;
  value += v;
  const status = qty === 0 ? 'OUT' : qty <= reorder ? 'REORDER' : 'ok';
  console.log(`${sku}  ${name.padEnd(16)} ${String(qty).padStart(4)}  ${fmt.format(v).padStart(8)}  ${status}`);
}
console.log('total value', fmt.format(value), value.toFixed(3));
console.log(errors);
console.log(history);
const toOrder = [...stock.entries()].filter(([, i]) => i.qty <= i.reorder).map(([sku, i]) => ({ sku, order: i.reorder * 2 - i.qty }));
console.log(toOrder, toOrder.reduce((n, o) => n + o.order, 0));
console.log(Object.groupBy ? 'groupBy' : 'none', [...stock.keys()].at(-1), stock.get('SKU-1002'));
const snapshot = JSON.parse(JSON.stringify(Object.fromEntries(stock)));
console.log(Object.keys(snapshot).length, snapshot['SKU-1004'].qty, Number((0.1 + 0.2).toFixed(2)), (1234.5).toLocaleString());
