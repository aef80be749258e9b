// features: index_signature, readonly_modifier, interface_declaration, object_literal, for_in_statement, keyof_type
interface Scores {
  readonly [student: string]: number;
}

interface Inventory {
  [item: string]: number;
}

type Fruit = "apple" | "banana" | "cherry";
const prices: Record<Fruit, number> = { apple: 1.2, banana: 0.5, cherry: 3 };

function totalOf(inv: Inventory): number {
  let t = 0;
  for (const k in inv) t += inv[k];
  return t;
}

const scores: Scores = { alice: 91, bob: 78, carol: 85 };
const names = Object.keys(scores).sort();
for (const n of names) console.log(n, scores[n]);
const avg = Object.values(scores).reduce((a, b) => a + b, 0) / names.length;
console.log("avg", avg.toFixed(2));

const inv: Inventory = {};
inv["pens"] = 3;
inv.paper = 10;
inv["pens"] += 2;
console.log(totalOf(inv), JSON.stringify(inv));

function priceOf(f: keyof typeof prices): number {
  return prices[f];
}
let basket = 0;
for (const f of ["apple", "cherry", "apple"] as Fruit[]) basket += priceOf(f);
console.log(basket.toFixed(2));
const entries = Object.entries(prices).map(([k, v]) => `${k}=${v}`);
console.log(entries.join(";"));
