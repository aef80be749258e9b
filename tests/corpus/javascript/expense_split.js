// features: map, destructuring, sort, arrow_function, spread, computed_keys, nullish_coalescing, math
const expenses = [
  { payer: 'Ana', amount: 120.5, for: ['Ana', 'Ben', 'Cleo'], note: 'groceries' },
  { payer: 'Ben', amount: 60, for: ['Ben', 'Cleo'], note: 'taxi' },
  { payer: 'Cleo', amount: 90.3, for: ['Ana', 'Ben', 'Cleo', 'Dev'], note: 'dinner' },
  { payer: 'Dev', amount: 15, for: ['Dev'], note: 'coffee' },
  { payer: 'Ana', amount: 44.44, for: ['Ben', 'Dev'], note: 'tickets' },
];

const cents = (x) => Math.round(x * 100);
const balances = new Map();
const add = (who, delta) => balances.set(who, (balances.get(who) ?? 0) + delta);

for (const { payer, amount, for: people } of expenses) {
  const total = cents(amount);
  const share = Math.floor(total / people.length);
  let remainder = total - share * people.length;
  add(payer, total);
  for (const p of [...people].sort()) {
    const extra = remainder-- > 0 ? 1 : 0;
    add(p, -(share + extra));
  }
}

const fmt = (c) => (c < 0 ? '-' : '+') + '$' + (Math.abs(c) / 100).toFixed(2);
for (const [who, c] of [...balances].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${who.padEnd(5)} ${fmt(c).padStart(9)}`);
}
console.log('sum check:', [...balances.values()].reduce((a, b) => a + b, 0));

const debtors = [...balances].filter(([, c]) => c < 0).map(([w, c]) => ({ w, c: -c })).sort((a, b) => b.c - a.c);
const creditors = [...balances].filter(([, c]) => c > 0).map(([w, c]) => ({ w, c })).sort((a, b) => b.c - a.c);
const transfers = [];
while (debtors.length && creditors.length) {
  const d = debtors[0], k = creditors[0];
  const amt = Math.min(d.c, k.c);
  transfers.push(`${d.w} pays ${k.w} ${fmt(amt).slice(1)}`);
  d.c -= amt; k.c -= amt;
  if (!d.c) debtors.shift();
  if (!k.c) creditors.shift();
}
console.log(transfers);
const byNote = Object.groupBy ? 'has groupBy' : 'no groupBy';
console.log(byNote);
const totals = expenses.reduce((acc, e) => ({ ...acc, [e.payer]: +((acc[e.payer] ?? 0) + e.amount).toFixed(2) }), {});
console.log(totals, Object.entries(totals).length);
console.log(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1234.5));
console.log(expenses.map(e => e.note).toSorted().join(', '));
