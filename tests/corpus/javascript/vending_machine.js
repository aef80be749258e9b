// features: private_members, error_classes, class_extends, rest_spread, map, optional_chaining, try_catch, console_log
const COINS = [200, 100, 50, 20, 10, 5];
class InsufficientFunds extends Error {
  constructor(needed) { super(`insert ${(needed / 100).toFixed(2)} more`); this.name = 'InsufficientFunds'; this.needed = needed; }
}
class SoldOut extends Error { constructor(item) { super(`${item} is sold out`); this.name = 'SoldOut'; } }

class VendingMachine {
  #inventory;
  #float;
  #credit = 0;
  #log = [];
  constructor(items, float) {
    this.#inventory = new Map(Object.entries(items));
    this.#float = { ...float };
  }
  insert(...coins) {
    for (const c of coins) {
      if (!COINS.includes(c)) { this.#log.push(`rejected ${c}`); continue; }
      this.#credit += c;
      this.#float[c] = (this.#float[c] ?? 0) + 1;
    }
    return this;
  }
  get credit() { return this.#credit; }
  #change(amount) {
    const out = [];
    for (const c of COINS) {
      while (amount >= c && this.#float[c] > 0) { amount -= c; this.#float[c]--; out.push(c); }
    }
    if (amount !== 0) throw new Error('cannot make change');
    return out;
  }
  buy(code) {
    const item = this.#inventory.get(code);
    if (!item || item.stock === 0) throw new SoldOut(item?.name ?? code);
    if (this.#credit < item.price) throw new InsufficientFunds(item.price - this.#credit);
    item.stock--;
    const change = this.#change(this.#credit - item.price);
    this.#credit = 0;
    this.#log.push(`sold ${item.name}`);
    return { item: item.name, change };
  }
  report() {
    return {
      stock: Object.fromEntries([...this.#inventory].map(([k, v]) => [k, v.stock])),
      float: this.#float,
      log: this.#log,
    };
  }
}

const vm = new VendingMachine(
  { A1: { name: 'Cola', price: 150, stock: 2 }, A2: { name: 'Chips', price: 95, stock: 1 }, B1: { name: 'Gum', price: 55, stock: 0 } },
  { 100: 2, 50: 1, 20: 3, 10: 2, 5: 4 },
);
const attempts = [
  () => vm.insert(200).buy('A1'),
  () => vm.insert(100).buy('A2'),
  () => vm.insert(3, 50).buy('A2'),
  () => vm.buy('B1'),
  () => vm.insert(100, 50).buy('A1'),
  () => vm.insert(200).buy('A1'),
  () => vm.buy('Z9'),
];
for (const [i, attempt] of attempts.entries()) {
  try {
    const { item, change } = attempt();
    console.log(`#${i + 1} got ${item}, change: ${change.length ? change.join('+') : 'none'}`);
  } catch (e) {
    console.log(`#${i + 1} ${e.name}: ${e.message}${e instanceof InsufficientFunds ? ` (credit ${vm.credit})` : ''}`);
  }
}
console.log(vm.report());
console.log(vm, Object.keys(vm), JSON.stringify(vm));
