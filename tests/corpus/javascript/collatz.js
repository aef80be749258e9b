// features: function_declaration, while_loop, throw, try_catch, error_classes, ternary, compound_assignment
function steps(n) {
  if (n <= 0 || !Number.isInteger(n)) {
    throw new Error("Only positive integers are allowed");
  }
  let count = 0;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    count++;
  }
  return count;
}

for (const n of [1, 16, 12, 1000000, 27]) {
  console.log(`steps(${n}) = ${steps(n)}`);
}
for (const bad of [0, -15, 2.5]) {
  try {
    steps(bad);
  } catch (e) {
    console.log(`steps(${bad}) -> ${e.message}`);
  }
}
