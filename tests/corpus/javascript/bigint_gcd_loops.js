// features: bigint, truthiness, while_loop, destructuring, console_log
// Exact integer arithmetic where the loops stop on 0n: BigInt zero is falsy.
function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a;
}

function popcount(n) {
  let bits = 0;
  for (; n; n >>= 1n) if (n & 1n) bits++;
  return bits;
}

function toBase(n, base) {
  const digits = '0123456789abcdefghijklmnopqrstuvwxyz';
  let out = '';
  do {
    out = digits[Number(n % base)] + out;
    n /= base;
  } while (n);
  return out;
}

class Fraction {
  constructor(num, den = 1n) {
    if (!den) throw new RangeError('zero denominator');
    const g = gcd(num < 0n ? -num : num, den);
    this.num = num / g;
    this.den = den / g;
  }
  add(o) { return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den); }
  toString() { return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`; }
}

console.log(gcd(2n ** 64n, 6n ** 20n), gcd(0n, 5n), gcd(17n, 0n));
console.log(popcount(2n ** 100n - 1n), popcount(0n), popcount(0xf0f0n));
console.log(toBase(255n, 2n), toBase(2n ** 70n, 36n), toBase(0n, 16n));
let h = new Fraction(0n);
for (let k = 1n; k <= 10n; k++) h = h.add(new Fraction(1n, k));
console.log(`H(10) = ${h}`);
const flags = [0n, 1n, -1n, 0n].map((x) => (x ? 'T' : 'F')).join('');
console.log(flags, 0n || 'fallback', 5n && 'both', !0n, Boolean(0n));
try {
  new Fraction(1n, 0n);
} catch (e) {
  console.log(e.name, e.message);
}
