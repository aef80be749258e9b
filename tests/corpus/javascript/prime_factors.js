// features: function_declaration, while_loop, array_methods, console_log
function primeFactors(n) {
  const out = [];
  let d = 2;
  while (n > 1) {
    while (n % d === 0) {
      out.push(d);
      n /= d;
    }
    d++;
  }
  return out;
}

for (const n of [1, 2, 3, 4, 6, 8, 9, 27, 625, 901255, 93819012551]) {
  console.log(n, primeFactors(n));
}
