// features: bigint, update_expression, try_catch, class_declaration, template_string, console_log, for_of
// A ledger in integer micro-units with BigInt: counters step with ++/--,
// mixing a bigint with a number is a TypeError, and form fields read as
// strings still count numerically with ++.
class Ledger {
  #balances = new Map();
  entries = 0n;
  post(account, micros) {
    const cur = this.#balances.get(account) ?? 0n;
    this.#balances.set(account, cur + micros);
    this.entries++;
  }
  balance(account) { return this.#balances.get(account) ?? 0n; }
  get accounts() { return [...this.#balances.keys()]; }
}

const ledger = new Ledger();
const MICRO = 1_000_000n;
ledger.post('cash', 250n * MICRO);
ledger.post('cash', -(19n * MICRO + 990_000n));
ledger.post('fees', 2n ** 63n);
ledger.post('fees', 1n);
for (const a of ledger.accounts) {
  const b = ledger.balance(a);
  console.log(`${a.padEnd(5)} ${b} micro = ${b / MICRO}.${String((b < 0n ? -b : b) % MICRO).padStart(6, '0')}`);
}
console.log('entries', ledger.entries, typeof ledger.entries);

let serial = 9007199254740991n;
serial++;
serial++;
let countdown = 3n;
while (countdown) countdown--;
console.log(serial, countdown, countdown === 0n, !countdown);

try {
  ledger.post('cash', 5);
} catch (e) {
  console.log(`${e.constructor.name}: ${e.message}`);
}
try { console.log(1n + 1); } catch (e) { console.log(e.name); }
console.log(1n + BigInt(1), Number(5n) + 1, `${3n}` + 1, 2n > 1, 2n == 2);

const form = { quantity: '4', page: '9' };
form.quantity++;
let page = form.page;
page--;
let label = 'x';
label++;
console.log(form.quantity, typeof form.quantity, page, label);
