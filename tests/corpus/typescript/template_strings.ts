// features: template_string, string_methods, ternary_expression, function_declaration
function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

const items = [
  { name: "pen", qty: 3, price: 1.5 },
  { name: "notebook", qty: 2, price: 4.25 },
  { name: "bag", qty: 1, price: 19.99 },
];
let total = 0;
for (const it of items) {
  const line = it.qty * it.price;
  total += line;
  console.log(`${it.name.padEnd(10, ".")} ${it.qty} x ${it.price.toFixed(2)} = ${line.toFixed(2)}`);
}
console.log(`TOTAL: ${total.toFixed(2)}`);
console.log(`${pad(7, 3)}-${pad(42, 5)}`);
const n: number = 3;
console.log(`There ${n === 1 ? "is" : "are"} ${n} item${n === 1 ? "" : "s"}`);
console.log(`nested ${`inner ${1 + 2}`} done`);
console.log(`multi
line`);
console.log(`${[1, 2, 3]} ${true} ${null} ${undefined}`);
const esc = `tab\there \`back\` \${not}`;
console.log(esc);
