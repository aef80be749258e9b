// features: class_declaration, class_extends, private_members, static_members, error_classes, try_catch, map, getters, template_string
class InsufficientFunds extends Error {
  constructor(account, amount) {
    super(`Account ${account.id} cannot cover ${amount}`);
    this.name = "InsufficientFunds";
    this.amount = amount;
  }
}
class Account {
  #balance = 0;
  static #nextId = 100;
  constructor(owner) { this.owner = owner; this.id = Account.#nextId++; this.history = []; }
  get balance() { return this.#balance; }
  deposit(amt) { this.#balance += amt; this.history.push(["dep", amt]); return this; }
  withdraw(amt) {
    if (amt > this.#balance) throw new InsufficientFunds(this, amt);
    this.#balance -= amt; this.history.push(["wd", amt]); return this;
  }
  toString() { return `${this.owner}#${this.id}: ${this.#balance}`; }
}
const bank = new Map();
for (const name of ["ann", "bob", "cy"]) bank.set(name, new Account(name));
const ops = [["ann", "deposit", 500], ["bob", "deposit", 50], ["bob", "withdraw", 80], ["cy", "withdraw", 1], ["ann", "withdraw", 120.5], ["zed", "deposit", 5]];
for (const [who, op, amt] of ops) {
  try {
    const acct = bank.get(who);
    if (!acct) throw new Error(`no account ${who}`);
    acct[op](amt);
    console.log(`ok   ${who} ${op} ${amt} -> ${acct.balance}`);
  } catch (err) {
    console.log(`fail ${err instanceof InsufficientFunds ? "[funds]" : "[other]"} ${err.message}`);
  }
}
console.log(`${[...bank.values()].join("; ")}`);
console.log(bank.get("ann").history);
const total = [...bank.values()].reduce((s, a) => s + a.balance, 0);
console.log("total", total, Number.isInteger(total));
console.log(Object.keys(bank.get("ann")), bank.get("ann") instanceof Account);
console.log(String(bank.get("bob")), `${bank.get("cy")}`);
console.log(new InsufficientFunds({ id: 1 }, 3).stack.split("\n")[0]);
