// features: namespace_declaration, nested_namespace, class_declaration, enum_declaration, parameter_property, readonly_modifier, static_member
// Declaration merging as library code uses it: a namespace adds factories and constants to a
// class, helpers to an enum and settings to a function; dotted namespaces build a tree.
class Money {
  constructor(readonly cents: number, readonly currency: Money.Code = Money.defaultCurrency) {}
  plus(other: Money): Money {
    if (other.currency !== this.currency) throw new Error(`cannot add ${other.currency} to ${this.currency}`);
    return new Money(this.cents + other.cents, this.currency);
  }
  toString(): string {
    return Money.format(this);
  }
}
namespace Money {
  export type Code = "USD" | "EUR" | "JPY";
  export const defaultCurrency: Code = "USD";
  const symbols: Record<Code, string> = { USD: "$", EUR: "€", JPY: "¥" };
  export function of(amount: number, currency: Code = defaultCurrency): Money {
    return new Money(Math.round(amount * (currency === "JPY" ? 1 : 100)), currency);
  }
  export function format(m: Money): string {
    const major = m.currency === "JPY" ? String(m.cents) : (m.cents / 100).toFixed(2);
    return `${symbols[m.currency]}${major}`;
  }
}

enum Weekday { Mon = 1, Tue, Wed, Thu, Fri, Sat, Sun }
namespace Weekday {
  export function isWeekend(d: Weekday): boolean {
    return d === Weekday.Sat || d === Weekday.Sun;
  }
  export function parse(name: string): Weekday | undefined {
    const key = name.slice(0, 3).replace(/^./, (c) => c.toUpperCase()) as keyof typeof Weekday;
    const v = Weekday[key];
    return typeof v === "number" ? v : undefined;
  }
}

function slugify(text: string): string {
  return text.toLowerCase().trim().replace(/[^a-z0-9]+/g, slugify.separator).replace(/^-+|-+$/g, "");
}
namespace slugify {
  export let separator = "-";
}

namespace Shop.Catalog.Pricing {
  export const vat = 0.2;
  export function gross(net: Money): Money {
    return new Money(Math.round(net.cents * (1 + vat)), net.currency);
  }
}
namespace Shop.Catalog {
  export const items = [
    { sku: "A-1", name: "Desk Lamp", price: Money.of(24.5) },
    { sku: "B-7", name: "Notebook", price: Money.of(3.2) },
  ];
}
namespace Shop {
  export function total(): Money {
    return Catalog.items.map((i) => Catalog.Pricing.gross(i.price)).reduce((a, b) => a.plus(b));
  }
}

console.log(String(Money.of(12.5)), `${Money.of(990, "JPY")}`, Money.of(3, "EUR").toString(), Money.defaultCurrency);
try {
  Money.of(1).plus(Money.of(1, "EUR"));
} catch (e) {
  console.log((e as Error).message);
}
console.log(["saturday", "Tuesday", "fun", "SUNDAY"].map((d) => Weekday.parse(d)));
console.log([Weekday.Fri, Weekday.Sat].map(Weekday.isWeekend), Weekday[Weekday.Wed], typeof Weekday.parse);
console.log(slugify("  Hello, World! TypeScript 5  "));
slugify.separator = "_";
console.log(slugify("Declaration Merging rocks"));
console.log(Shop.Catalog.Pricing.vat, Shop.Catalog.items.map((i) => `${i.sku} ${i.price} -> ${Shop.Catalog.Pricing.gross(i.price)}`));
console.log(`total ${Shop.total()}`, Object.keys(Shop.Catalog), Object.keys(Shop));
