// features: function_declaration, tuple_type, for_of_statement, while_statement, array_destructuring
const table: ReadonlyArray<[number, string]> = [
  [1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
  [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"],
];

function toRoman(n: number): string {
  let out = "";
  for (const [value, sym] of table) {
    while (n >= value) {
      out += sym;
      n -= value;
    }
  }
  return out;
}

function fromRoman(s: string): number {
  let total = 0;
  let i = 0;
  while (i < s.length) {
    let matched = false;
    for (const [value, sym] of table) {
      if (s.startsWith(sym, i)) {
        total += value;
        i += sym.length;
        matched = true;
        break;
      }
    }
    if (!matched) return -1;
  }
  return total;
}

for (const n of [1, 2, 3, 4, 5, 6, 9, 16, 27, 48, 49, 59, 66, 93, 141, 163, 166, 402, 575, 911, 1024, 1666, 3000, 3001, 3888, 3999]) {
  const r = toRoman(n);
  console.log(`${n} ${r} ${fromRoman(r)}`);
}
