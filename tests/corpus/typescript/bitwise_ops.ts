// features: bitwise_operators, unary_expression, update_expression, compound_assignment, binary_operators
let flags = 0;
const READ = 1 << 0, WRITE = 1 << 1, EXEC = 1 << 2;
flags |= READ;
flags |= EXEC;
console.log(flags, (flags & WRITE) !== 0, (flags & EXEC) !== 0);
flags ^= READ;
console.log(flags, ~flags, -flags, +"7");
console.log(5 & 3, 5 | 3, 5 ^ 3, 1 << 10, -16 >> 2, -16 >>> 28);
function popcount(n: number): number {
  let c = 0;
  while (n) {
    c += n & 1;
    n >>>= 1;
  }
  return c;
}
console.log([0, 1, 7, 255, 1023].map(popcount).join(" "));
let i = 5;
const a = i++;
const b = ++i;
const c = i--;
console.log(a, b, c, i);
let x = 10;
x += 5; x -= 3; x *= 2; x /= 4; x %= 4; x **= 3;
console.log(x);
const t = true, zero = 0, str = "s";
console.log(!t, !zero, !!str, -(-3), typeof -str);
console.log(7 / 2, Math.floor(7 / 2), 2 ** 0.5 > 1.41, 17 % 5);
console.log(0.1 * 3, 9007199254740991 + 2);
