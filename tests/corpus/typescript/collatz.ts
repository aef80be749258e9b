// features: function_declaration, throw_statement, try_statement, error_object, while_statement, ternary_expression
function steps(n: number): number {
  if (n <= 0) throw new Error("Only positive integers are allowed");
  let count = 0;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    count++;
  }
  return count;
}

for (const n of [1, 16, 12, 1000000, 27, 0, -15]) {
  try {
    console.log(`steps(${n}) = ${steps(n)}`);
  } catch (err) {
    const e = err as Error;
    console.log(`steps(${n}) failed: ${e.message}`);
  }
}
let best = 0, bestN = 0;
for (let i = 1; i < 1000; i++) {
  const s = steps(i);
  if (s > best) { best = s; bestN = i; }
}
console.log("longest below 1000:", bestN, best);
