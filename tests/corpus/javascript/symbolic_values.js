// features: symbolic, destructuring, template_string, instanceof, math, json_stringify, console_log, string_methods, array_methods, nullish_coalescing, optional_chaining, for_of, for_in, spread, switch
// expect: symbolic (./shop does not exist; expectations curated by hand from the VM)
// Incomplete code: every operation on an unknown value gives an unknown
// value (or prints as one), never a TypeError or a made-up concrete value.
const { loadCart } = require("./shop");
const cart = loadCart();
console.log("index", cart.items[0], cart["k"]);
console.log("method", cart.totalPrice(3), cart(1));
console.log("compare", cart.total < 10, cart === 3, cart instanceof Object);
console.log("arith", cart.total + 1, "total: " + cart.name);
console.log(`template ${cart.total} items`);
console.log("directive %d items", cart.total);
console.log("length", cart.items.length);
const { a, b = 7 } = cart;
const [first, second] = cart.pair;
console.log("destructured", a, b, first, second);
console.log("library", Math.max(cart.total, 3), JSON.stringify(cart), parseInt(cart.n), Number.isInteger(cart.n));
console.log("receivers", "abc".indexOf(cart.c), [1, 2].includes(cart.c), new Map([[1, 2]]).get(cart.k));
console.log("missing", cart.n ?? 5, cart?.deep?.x, JSON.parse(cart.text));
switch (cart.kind) {
  case 1: console.log("case taken"); break;
  default: console.log("default taken");
}
let n = 0;
for (const it of cart.items) n += 1;
for (const k in cart) n += 1;
const copy = [...cart.items, 1];
console.log("after loops", n >= 0, copy.length >= 1);
