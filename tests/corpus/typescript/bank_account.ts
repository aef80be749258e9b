// features: class_declaration, access_modifier, throw_statement, try_statement, error_object, field_definition, getter_setter
class BankAccount {
  private balanceValue = 0;
  private open = false;

  openAccount(): void {
    if (this.open) throw new Error("account already open");
    this.open = true;
    this.balanceValue = 0;
  }

  close(): void {
    if (!this.open) throw new Error("account not open");
    this.open = false;
  }

  deposit(amount: number): void {
    if (!this.open) throw new Error("account not open");
    if (amount <= 0) throw new Error("amount must be greater than 0");
    this.balanceValue += amount;
  }

  withdraw(amount: number): void {
    if (!this.open) throw new Error("account not open");
    if (amount <= 0) throw new Error("amount must be greater than 0");
    if (amount > this.balanceValue) throw new Error("amount must be less than balance");
    this.balanceValue -= amount;
  }

  get balance(): number {
    if (!this.open) throw new Error("account not open");
    return this.balanceValue;
  }
}

function run(label: string, action: () => void): void {
  try {
    action();
    console.log(label, "ok");
  } catch (e) {
    console.log(label, "->", (e as Error).message);
  }
}

const acct = new BankAccount();
run("balance before open", () => acct.balance);
run("open", () => acct.openAccount());
run("deposit 100", () => acct.deposit(100));
run("withdraw 30", () => acct.withdraw(30));
console.log("balance", acct.balance);
run("withdraw 100", () => acct.withdraw(100));
run("deposit -5", () => acct.deposit(-5));
run("open again", () => acct.openAccount());
run("close", () => acct.close());
run("deposit after close", () => acct.deposit(1));
run("reopen", () => acct.openAccount());
console.log("balance", acct.balance);
