// features: function_declaration, if_statement, augmented_assignment, ternary_expression, string_conversion
function convert(n: number): string {
  let out = "";
  if (n % 3 === 0) out += "Pling";
  if (n % 5 === 0) out += "Plang";
  if (n % 7 === 0) out += "Plong";
  return out === "" ? String(n) : out;
}

const inputs = [1, 3, 5, 7, 6, 8, 9, 10, 14, 15, 21, 25, 27, 35, 49, 52, 105, 3125];
for (const n of inputs) {
  console.log(n + " -> " + convert(n));
}
