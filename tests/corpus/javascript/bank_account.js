// features: class_declaration, class_fields, error_classes, class_extends, try_catch, finally
class InsufficientFunds extends Error {
  constructor(needed) {
    super(`need ${needed} more`);
    this.name = "InsufficientFunds";
    this.needed = needed;
  }
}

class Account {
  balance = 0;
  history = [];
  constructor(owner) {
    this.owner = owner;
  }
  deposit(amount) {
    if (amount <= 0) throw new RangeError("amount must be positive");
    this.balance += amount;
    this.history.push(["deposit", amount]);
    return this;
  }
  withdraw(amount) {
    if (amount > this.balance) throw new InsufficientFunds(amount - this.balance);
    this.balance -= amount;
    this.history.push(["withdraw", amount]);
    return this;
  }
}

const acct = new Account("ana");
acct.deposit(100).deposit(50).withdraw(30);
console.log(acct.owner, acct.balance, acct.history.length);
for (const amount of [500, -5, 20]) {
  try {
    if (amount < 0) acct.deposit(amount);
    else acct.withdraw(amount);
    console.log("ok", acct.balance);
  } catch (e) {
    console.log(e.name, e.message, e instanceof InsufficientFunds, e instanceof Error);
    if (e instanceof InsufficientFunds) console.log("needed", e.needed);
  } finally {
    console.log("balance now", acct.balance);
  }
}
console.log(acct.history);
