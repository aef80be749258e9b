// features: bigint, arithmetic, typeof, template_string, strict_equality, loose_equality
// Exact integer arithmetic beyond 2^53 with BigInt.
function factorial(n) {
  let result = 1n;
  for (let i = 2n; i <= n; i++) result *= i;
  return result;
}
console.log(factorial(25n), factorial(30n).toString().length);

const big = 2n ** 64n;
console.log(big, big - 1n, typeof big, String(big), `${big}`);
console.log(Number.MAX_SAFE_INTEGER + 2, BigInt(Number.MAX_SAFE_INTEGER) + 2n);

// division truncates toward zero; % keeps the dividend's sign
console.log(7n / 2n, -7n / 2n, 7n % 3n, -7n % 3n, 2n ** 10n, -(3n ** 3n));
console.log(0xffn, 0b1010n, 0o17n, 1_000_000n, 255n & 15n, 1n << 65n, -9n >> 1n, ~0n);

// comparisons across bigint and number
console.log(1n < 2, 3n > 2.5, 10n == 10, 10n === 10, 10n === 10n, [1n, 5n].includes(5n));
console.log(BigInt(42), BigInt("123456789012345678901234567890"), BigInt("0x1f"), BigInt(true));
console.log(big.toString(16), (255n).toString(2), Number(123n) + 1);

// Fibonacci numbers past the double range stay exact
function fib(n) {
  let a = 0n, b = 1n;
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}
console.log(fib(100), fib(100) % 1000000007n);

for (const bad of [() => 1n + 2, () => BigInt(1.5), () => 1n / 0n, () => JSON.stringify({ n: 1n }), () => +1n]) {
  try {
    bad();
  } catch (e) {
    console.log(e.name + ": " + e.message);
  }
}
console.log([3n, 1n, 2n].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)), { total: 10n }, !0n, Boolean(1n));
