// features: abstract_class, getter_setter, rest_parameter, optional_parameter, interface_declaration, map_object
// Double-entry bookkeeping with abstract accounts and a trial balance.
type Side = "debit" | "credit";

abstract class Account {
  protected entries: { memo: string; amount: number; side: Side }[] = [];
  constructor(readonly code: string, readonly name: string) {}

  abstract get normalSide(): Side;

  post(memo: string, amount: number, side: Side): void {
    this.entries.push({ memo, amount, side });
  }

  balance(): number {
    let total = 0;
    for (const e of this.entries) total += e.side === this.normalSide ? e.amount : -e.amount;
    return Math.round(total * 100) / 100;
  }

  toString(): string {
    return `${this.code} ${this.name}`;
  }
}

class Asset extends Account { get normalSide(): Side { return "debit"; } }
class Expense extends Account { get normalSide(): Side { return "debit"; } }
class Liability extends Account { get normalSide(): Side { return "credit"; } }
class Equity extends Account { get normalSide(): Side { return "credit"; } }
class Revenue extends Account { get normalSide(): Side { return "credit"; } }

interface Line { account: string; debit?: number; credit?: number }

class Ledger {
  private accounts = new Map<string, Account>();
  private journal: { date: string; memo: string; lines: Line[] }[] = [];

  open(...accounts: Account[]): void {
    accounts.forEach((a) => this.accounts.set(a.code, a));
  }

  record(date: string, memo: string, ...lines: Line[]): boolean {
    const dr = lines.reduce((s, l) => s + (l.debit ?? 0), 0);
    const cr = lines.reduce((s, l) => s + (l.credit ?? 0), 0);
    if (Math.abs(dr - cr) > 1e-9) {
      console.log(`rejected "${memo}": debits ${dr.toFixed(2)} != credits ${cr.toFixed(2)}`);
      return false;
    }
    for (const l of lines) {
      const acct = this.accounts.get(l.account);
      if (acct === undefined) throw new Error(`no account ${l.account}`);
      if (l.debit) acct.post(memo, l.debit, "debit");
      if (l.credit) acct.post(memo, l.credit, "credit");
    }
    this.journal.push({ date, memo, lines });
    return true;
  }

  trialBalance(): void {
    let totalDr = 0;
    let totalCr = 0;
    const fmt = (n: number) => (n === 0 ? "" : n.toFixed(2)).padStart(10);
    console.log(`${"Account".padEnd(24)}${"Debit".padStart(10)}${"Credit".padStart(10)}`);
    for (const acct of [...this.accounts.values()].sort((a, b) => a.code.localeCompare(b.code))) {
      const bal = acct.balance();
      const isDr = (acct.normalSide === "debit") === bal >= 0;
      const dr = isDr ? Math.abs(bal) : 0;
      const cr = isDr ? 0 : Math.abs(bal);
      totalDr += dr;
      totalCr += cr;
      console.log(`${acct.toString().padEnd(24)}${fmt(dr)}${fmt(cr)}`);
    }
    console.log(`${"TOTAL".padEnd(24)}${fmt(totalDr)}${fmt(totalCr)}`);
  }

  get size() {
    return this.journal.length;
  }
}

const ledger = new Ledger();
ledger.open(
  new Asset("1000", "Cash"),
  new Asset("1200", "Receivables"),
  new Liability("2000", "Payables"),
  new Equity("3000", "Owner capital"),
  new Revenue("4000", "Sales"),
  new Expense("5000", "Rent"),
  new Expense("5100", "Supplies"),
);
ledger.record("01-02", "owner invests", { account: "1000", debit: 10000 }, { account: "3000", credit: 10000 });
ledger.record("01-03", "rent", { account: "5000", debit: 1200 }, { account: "1000", credit: 1200 });
ledger.record("01-05", "supplies on credit", { account: "5100", debit: 349.99 }, { account: "2000", credit: 349.99 });
ledger.record("01-09", "invoice client", { account: "1200", debit: 2500.5 }, { account: "4000", credit: 2500.5 });
ledger.record("01-10", "typo", { account: "1000", debit: 10 }, { account: "4000", credit: 1 });
ledger.record("01-15", "client pays part", { account: "1000", debit: 1500 }, { account: "1200", credit: 1500 });
ledger.record("01-20", "pay supplier", { account: "2000", debit: 349.99 }, { account: "1000", credit: 349.99 });
ledger.trialBalance();
console.log(`${ledger.size} entries`);
try {
  ledger.record("01-30", "bad", { account: "9999", debit: 1 }, { account: "1000", credit: 1 });
} catch (e) {
  console.log(String(e));
}
