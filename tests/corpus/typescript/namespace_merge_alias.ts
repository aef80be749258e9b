// features: namespace_declaration, nested_namespace, export_statement, interface_declaration, function_declaration, console_log_object
// A units library split over two declarations of the same namespace
// (declaration merging) and used through `import X = A.B` aliases.
namespace Units {
  export interface Quantity { value: number; unit: string }
  export const BASE = "m";
  export function make(value: number, unit: string = BASE): Quantity { return { value, unit }; }
  export namespace Length {
    const factors: Record<string, number> = { mm: 0.001, cm: 0.01, m: 1, km: 1000 };
    export function convert(q: Quantity, to: string): Quantity {
      return { value: (q.value * factors[q.unit]) / factors[to], unit: to };
    }
    export function known(): string[] { return Object.keys(factors); }
  }
}
namespace Units {
  export const VERSION = "1.1";
  export function describe(q: Quantity): string { return `${q.value} ${q.unit}`; }
}
import L = Units.Length;
import make = Units.make;
const run = make(5, "km");
console.log(Units.describe(run), Units.describe(L.convert(run, "m")), Units.describe(L.convert(make(250, "cm"), "m")));
console.log(Units.VERSION, Units.BASE, L.known(), Object.keys(Units).sort());
const legs = [make(1200), make(3, "km"), make(80000, "cm")];
const total = legs.map(q => L.convert(q, "km").value).reduce((a, b) => a + b, 0);
console.log(total.toFixed(3), legs);
