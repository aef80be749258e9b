// features: array_methods, for_loop, array_from
function primes(limit) {
  const isPrime = new Array(limit + 1).fill(true);
  isPrime[0] = false;
  if (limit >= 1) isPrime[1] = false;
  for (let i = 2; i * i <= limit; i++) {
    if (!isPrime[i]) continue;
    for (let j = i * i; j <= limit; j += i) isPrime[j] = false;
  }
  return isPrime.map((p, i) => (p ? i : -1)).filter((i) => i >= 0);
}

console.log(primes(1));
console.log(primes(2));
console.log(primes(10));
console.log(primes(13));
console.log(primes(100).length, primes(1000).slice(-5));
console.log(Array.from({ length: 5 }, (_, i) => primes(i * 10).length));
