// features: string_methods, map, optional_chaining, regex, spread, date, sort, console_format, console_log
const customersCsv = `id,name,country,signup
1,"Smith, Anna",SE,2023-01-15
2,Bo Li,CN,2023-03-02
3,"O'Neil, ""Red""",IE,2022-11-30
4,Dana Kim,KR,2024-02-10`;
const ordersCsv = `order,customer,amount,status
A100,1,120.50,paid
A101,2,75.00,refunded
A102,1,33.25,paid
A103,3,210.00,paid
A104,5,12.00,paid
A105,3,5.75,pending`;

function parseCsv(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    const cells = [];
    let cur = '', quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
        else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') { cells.push(cur); cur = ''; }
      else cur += ch;
    }
    cells.push(cur);
    rows.push(cells);
  }
  const [header, ...body] = rows;
  return body.map(r => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

const customers = parseCsv(customersCsv);
const orders = parseCsv(ordersCsv).map(o => ({ ...o, amount: parseFloat(o.amount), customer: +o.customer }));
const byId = new Map(customers.map(c => [Number(c.id), c]));

const joined = orders.map(o => ({ order: o.order, name: byId.get(o.customer)?.name ?? '<unknown>', amount: o.amount, status: o.status }));
console.table(joined);
const totals = {};
for (const { name, amount, status } of joined) {
  if (status !== 'paid') continue;
  totals[name] = Math.round(((totals[name] ?? 0) + amount) * 100) / 100;
}
console.log(totals);
const inactive = customers.filter(c => !orders.some(o => o.customer === +c.id)).map(c => c.name);
console.log('no orders:', inactive);
const toCsv = rows => {
  const cols = Object.keys(rows[0]);
  const esc = v => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return [cols.join(','), ...rows.map(r => cols.map(c => esc(r[c])).join(','))].join('\n');
};
console.log(toCsv(joined));
const years = customers.reduce((acc, c) => { const y = c.signup.slice(0, 4); acc[y] = [...(acc[y] || []), c.country]; return acc; }, {});
console.log(years, Object.keys(years).length);
const sortedByDate = [...customers].sort((a, b) => new Date(a.signup) - new Date(b.signup)).map(c => `${c.signup} ${c.name}`);
console.log(sortedByDate);
