// features: function_declaration, while_statement, array_methods, console_log_array
function primeFactors(n: number): number[] {
  const factors: number[] = [];
  let d = 2;
  while (n > 1) {
    while (n % d === 0) {
      factors.push(d);
      n = n / d;
    }
    d++;
    if (d * d > n && n > 1) {
      factors.push(n);
      break;
    }
  }
  return factors;
}

for (const v of [1, 2, 3, 9, 4, 8, 27, 625, 6, 12, 901255, 93819012551]) {
  console.log(v, primeFactors(v));
}
