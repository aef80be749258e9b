// features: function_declaration, array_methods, for_statement, new_expression, console_log_array
function primes(limit: number): number[] {
  const composite: boolean[] = new Array<boolean>(limit + 1).fill(false);
  const out: number[] = [];
  for (let i = 2; i <= limit; i++) {
    if (composite[i]) continue;
    out.push(i);
    for (let j = i * i; j <= limit; j += i) {
      composite[j] = true;
    }
  }
  return out;
}

console.log(primes(1));
console.log(primes(2));
console.log(primes(10));
console.log(primes(13));
const big = primes(1000);
console.log(big.length, big[big.length - 1]);
console.log(primes(100).join(" "));
