// features: function_expression, rest_spread, closures, template_string, try_catch, error_classes
// A pricing sheet whose formulas are written as JavaScript source text in the
// configuration: the program compiles them with new Function / Function and
// evaluates constant expressions with eval, as a small rules engine would.
const lineTotal = new Function("qty", "price", "return qty * price");
const withTax = Function("amount", "rate", `
  const tax = Math.round(amount * rate * 100) / 100;
  return { amount, tax, gross: amount + tax };
`);
const discount = new Function("total", "return total > 500 ? total * 0.1 : 0");
const sumAll = new Function("...xs", "return xs.reduce((s, x) => s + x, 0)");
const noArgs = new Function("return 'formulas ready'");

console.log(noArgs());
console.log(typeof lineTotal, lineTotal.name, lineTotal.length, lineTotal);

const items = [
  { sku: "A-100", qty: 4, price: 19.99 },
  { sku: "B-220", qty: 1, price: 349 },
  { sku: "C-310", qty: 12, price: 7.25 },
];
const totals = items.map((it) => lineTotal(it.qty, it.price));
for (const [i, it] of items.entries()) console.log(`${it.sku} ${String(it.qty).padStart(3)} x ${it.price.toFixed(2).padStart(7)} = ${totals[i].toFixed(2)}`);
const subtotal = sumAll(...totals);
const off = discount(subtotal);
const bill = withTax(subtotal - off, 0.19);
console.log("subtotal", subtotal.toFixed(2), "discount", off.toFixed(2));
console.log(bill);

// constant expressions from the configuration
console.log(eval("2 + 3 * 4"), eval("(17 % 5) ** 2"), eval("[1, 2, 3].map((x) => x * 10)"));
console.log((0, eval)("'indirect eval sees ' + typeof Math"));
console.log(eval(`JSON.stringify({ vat: 0.19, currency: "EUR" })`));
console.log(eval(42), eval(true));

// eval'd declarations and assignments act on the scope of the call
var runs = 1;
eval("runs += 2; var label = 'run #' + runs;");
console.log(runs, label);
function scaled(factor) {
  const base = 7;
  return eval("base * factor");
}
console.log(scaled(6));

// text that does not parse is a SyntaxError when it runs
for (const attempt of ["eval", "Function"]) {
  try {
    if (attempt === "eval") eval("let = ;");
    else new Function("return (;");
    console.log(attempt, "parsed?");
  } catch (e) {
    console.log(attempt, "failed:", e instanceof SyntaxError, e.name);
  }
}
