// features: abstract_class, abstract_method, generic_class, parameter_property, static_member, getter_setter, inheritance, super_call, try_statement, access_modifier
interface Transaction { id: string; amount: number; kind: "credit" | "debit"; memo?: string }
abstract class Account<T extends Transaction = Transaction> {
  protected log: T[] = [];
  private static counter = 0;
  readonly number: string;
  constructor(public readonly owner: string, protected balance = 0) {
    this.number = `AC-${String(++Account.counter).padStart(4, "0")}`;
  }
  protected abstract fee(amount: number): number;
  apply(tx: T): this {
    const delta = tx.kind === "credit" ? tx.amount : -(tx.amount + this.fee(tx.amount));
    if (this.balance + delta < 0) throw new RangeError(`${this.number}: insufficient funds for ${tx.id}`);
    this.balance += delta;
    this.log.push(tx);
    return this;
  }
  get statement(): string {
    return this.log.map(t => `${t.id} ${t.kind === "credit" ? "+" : "-"}${t.amount.toFixed(2)}${t.memo ? " (" + t.memo + ")" : ""}`).join("\n");
  }
  get total(): number { return Math.round(this.balance * 100) / 100; }
}
class Checking extends Account { protected fee(amount: number) { return amount > 100 ? 0.5 : 0; } }
class Savings extends Account {
  constructor(owner: string, private rate: number) { super(owner, 100); }
  protected fee() { return 1; }
  accrue(): void { this.balance *= 1 + this.rate; }
}
const c = new Checking("dana");
const s = new Savings("eli", 0.02);
c.apply({ id: "t1", amount: 250, kind: "credit", memo: "salary" }).apply({ id: "t2", amount: 120, kind: "debit" }).apply({ id: "t3", amount: 30, kind: "debit", memo: "food" });
try { s.apply({ id: "t4", amount: 150, kind: "debit" }); } catch (e) { console.log(e instanceof RangeError, (e as Error).message); }
s.apply({ id: "t5", amount: 50, kind: "credit" }); s.accrue();
console.log(c.number, c.owner, c.total); console.log(c.statement);
console.log(s.number, s.total, s.statement);
const accounts: Account[] = [c, s];
console.log(accounts.map(a => `${a.owner}:${a.total}`).join(" | "), accounts.reduce((t, a) => t + a.total, 0).toFixed(2));
console.log(c, Object.keys(s));
