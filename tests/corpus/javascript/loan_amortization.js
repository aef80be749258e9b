// features: number_methods, math, default_params, while_loop, array_methods, template_string, console_log
function payment(principal, annualRate, months) {
  const r = annualRate / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - Math.pow(1 + r, -months));
}

function schedule(principal, annualRate, months, extra = 0) {
  const pay = payment(principal, annualRate, months);
  const rows = [];
  let balance = principal;
  let month = 0;
  while (balance > 0.005 && month < 1000) {
    month++;
    const interest = balance * annualRate / 12;
    let principalPart = Math.min(pay + extra - interest, balance);
    balance -= principalPart;
    rows.push({ month, interest, principal: principalPart, balance: Math.max(balance, 0) });
  }
  return { pay, rows };
}

const money = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const { pay, rows } = schedule(25000, 0.065, 36);
console.log(`Monthly payment: $${money(pay)}`);
console.log('Month  Interest  Principal      Balance');
for (const r of rows.filter(r => r.month <= 3 || r.month > 33 || r.month % 12 === 0)) {
  console.log(`${String(r.month).padStart(5)} ${money(r.interest).padStart(9)} ${money(r.principal).padStart(10)} ${money(r.balance).padStart(12)}`);
}
const totalInterest = rows.reduce((s, r) => s + r.interest, 0);
console.log(`Total interest: $${money(totalInterest)}`);
const fast = schedule(25000, 0.065, 36, 200);
const saved = totalInterest - fast.rows.reduce((s, r) => s + r.interest, 0);
console.log(`With $200 extra: ${fast.rows.length} months, saves $${money(saved)}`);
const comparisons = [0, 0.03, 0.065, 0.12].map(rate => ({ rate: `${(rate * 100).toFixed(1)}%`, pay: +payment(10000, rate, 24).toFixed(2) }));
console.log(comparisons);
console.log(payment(1e6, 0.07, 360).toFixed(4), (0.1 + 0.2).toFixed(20), (1.005).toFixed(2), (12345.6789).toExponential(3), (0.000123).toPrecision(2));
console.log(Number.parseFloat('3.14abc'), Math.round(-2.5), Math.round(2.5), (-7) % 3, 2 ** -1, 1 / 3);
