// features: optional_chain, nullish_coalescing, interface_declaration, undefined_value, logical_operators
interface Address { city: string; zip?: string }
interface Customer { name: string; address?: Address; orders?: number[]; greet?: () => string }

const customers: Customer[] = [
  { name: "A", address: { city: "Oslo", zip: "0150" }, orders: [3, 4] },
  { name: "B", address: { city: "Rome" } },
  { name: "C", greet: () => "hi from C" },
];

for (const c of customers) {
  const city = c.address?.city ?? "unknown";
  const zip = c.address?.zip ?? "-";
  const firstOrder = c.orders?.[0] ?? 0;
  const greeting = c.greet?.() ?? "(silent)";
  console.log(c.name, city, zip, firstOrder, greeting);
}

let x: number | null = null;
x ??= 5;
console.log(x);
let y = 0;
y ||= 9;
console.log(y);
let z = 1;
z &&= 42;
console.log(z);
function orDefault(v: number | string | null | undefined): number | string {
  return v ?? 7;
}
function orEmpty(v: string | number): string | number | null {
  return v || null;
}
console.log(orDefault(0), orDefault(null), orDefault(undefined), orEmpty(""), orEmpty(0), orEmpty("x"));
const nested: { a?: { b?: { c?: number } } } = { a: { b: {} } };
console.log(nested.a?.b?.c, nested.a?.b?.c ?? "none");
