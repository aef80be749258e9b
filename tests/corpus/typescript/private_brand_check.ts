// features: private_field, in_operator, static_member, getter_setter, type_guard, unknown_type, template_string
class Money {
  #cents: number;
  static #created = 0;
  constructor(cents: number) {
    this.#cents = Math.round(cents);
    Money.#created++;
  }
  static isMoney(x: unknown): x is Money {
    return typeof x === "object" && x !== null && #cents in x;
  }
  static get created(): number { return Money.#created; }
  add(other: Money): Money { return new Money(this.#cents + other.#cents); }
  equals(other: unknown): boolean {
    return Money.isMoney(other) && other.#cents === this.#cents;
  }
  #fmt(): string {
    const sign = this.#cents < 0 ? "-" : "";
    const abs = Math.abs(this.#cents);
    return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  }
  toString(): string { return this.#fmt(); }
}

const a = new Money(1250);
const b = new Money(-375);
const fake = { cents: 1250 };
console.log(`${a} + ${b} = ${a.add(b)}`);
console.log(Money.isMoney(a), Money.isMoney(fake), Money.isMoney(null), Money.isMoney(42));
console.log(a.equals(new Money(1250)), a.equals(fake), a.equals(b));
console.log("created", Money.created);
console.log(a);
console.log(String(new Money(5)), `${new Money(-7)}`);
