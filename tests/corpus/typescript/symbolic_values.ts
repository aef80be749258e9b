// features: symbolic, type_annotation, interface_declaration, as_expression, non_null_assertion, template_string, for_of_statement, for_in_statement, spread_element, nullish_coalescing, optional_chain, instanceof_operator, enum_declaration, switch_statement
// expect: symbolic (loadCart is not defined anywhere; expectations curated by hand from the VM)
// Incomplete code: every operation on an unknown value gives an unknown
// value (or prints as one), never a TypeError or a made-up concrete value.
interface Item { price: number; }
declare function loadCart(): any;
enum Color { Red, Green }
const cart = loadCart();
const n: number = cart.count;
const name: string = cart.name as string;
console.log("typed", n + 1, name.length, cart.items!.length);
console.log(`template ${n.toFixed(2)}`);
console.log("compare", cart.color === Color.Red, cart instanceof Array);
console.log("library", Math.round(n * 100) / 100, String(n).padStart(5), Number.isNaN(n));
console.log("missing", cart.limit ?? 10, cart?.owner?.name);
const total: number = cart.items.reduce((s: number, i: Item) => s + i.price, 0);
console.log("reduced", total);
switch (cart.color) {
  case Color.Green: console.log("green taken"); break;
  default: console.log("default taken");
}
let count = 0;
for (const it of cart.items as Item[]) count += 1;
for (const k in cart) count += 1;
const prices: number[] = [...cart.prices, 1];
console.log("after loops", count >= 0, prices.length >= 1);
