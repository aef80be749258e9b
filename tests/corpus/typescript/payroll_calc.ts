// features: abstract_class, abstract_method, enum_declaration, const_enum, function_signature, parameter_property, readonly_modifier, override_modifier, regex
// Payroll: abstract employees, overloads, enums, readonly parameter properties
enum PayGrade { Junior = 1, Mid, Senior, Principal }
const enum Currency { USD = "USD", EUR = "EUR" }

abstract class Employee {
  private static nextId = 100;
  readonly id: number;
  constructor(public readonly name: string, protected grade: PayGrade) {
    this.id = Employee.nextId++;
  }
  abstract monthlyPay(): number;
  describe(): string {
    return `#${this.id} ${this.name.padEnd(8)} ${PayGrade[this.grade].padEnd(9)} ${this.monthlyPay().toFixed(2).padStart(10)}`;
  }
}

class Salaried extends Employee {
  constructor(name: string, grade: PayGrade, private annual: number) { super(name, grade); }
  override monthlyPay(): number { return this.annual / 12; }
}

class Hourly extends Employee {
  constructor(name: string, grade: PayGrade, private rate: number, private hours: number[]) { super(name, grade); }
  override monthlyPay(): number {
    return this.hours.reduce((sum, h) => sum + (h > 40 ? 40 * this.rate + (h - 40) * this.rate * 1.5 : h * this.rate), 0);
  }
}

class Contractor extends Employee {
  constructor(name: string, private invoices: ReadonlyArray<number>) { super(name, PayGrade.Mid); }
  monthlyPay(): number { return this.invoices.reduce((a, b) => a + b, 0); }
  override describe(): string { return super.describe() + " (contract)"; }
}

function formatMoney(amount: number): string;
function formatMoney(amount: number, currency: Currency): string;
function formatMoney(amount: number, currency: Currency = Currency.USD): string {
  const sign = currency === Currency.USD ? "$" : "€";
  const [whole, frac] = amount.toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}.${frac}`;
}

const staff: Employee[] = [
  new Salaried("Alice", PayGrade.Principal, 185000),
  new Salaried("Bob", PayGrade.Junior, 62000),
  new Hourly("Carmen", PayGrade.Mid, 32.5, [40, 45, 38, 50]),
  new Contractor("Dmitri", [4200, 1800.75, 950]),
  new Hourly("Eve", PayGrade.Senior, 48, [42, 40, 40, 44]),
];

console.log("ID   Name     Grade          Monthly");
for (const e of staff) console.log(e.describe());

const total = staff.reduce((s, e) => s + e.monthlyPay(), 0);
console.log("Total payroll:", formatMoney(total));
console.log("In EUR:", formatMoney(total * 0.92, Currency.EUR));

const byGrade = new Map<PayGrade, string[]>();
for (const e of staff) {
  const g = (e as any).grade as PayGrade;
  if (!byGrade.has(g)) byGrade.set(g, []);
  byGrade.get(g)!.push(e.name);
}
const grades = [...byGrade.keys()].sort((a, b) => a - b);
for (const g of grades) console.log(`${PayGrade[g]} (${g}):`, byGrade.get(g)!.join(", "));
console.log(Object.keys(PayGrade));
const best = staff.reduce((best, e) => (e.monthlyPay() > best.monthlyPay() ? e : best));
console.log({ top: best.name, pay: Math.round(best.monthlyPay()) });
