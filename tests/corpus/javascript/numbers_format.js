// features: number_semantics, console_log, math, number_methods, bitwise_operators, number_parsing, literals
console.log(7 / 2, 10 / 5, 1 / 3, -7 % 3, 7 % -3, 5.5 % 2);
console.log(1 / 0, -1 / 0, 0 / 0, -0, -0.0 * 1);
console.log(2 ** 53, 2 ** 53 + 1, 2 ** 64, 1e21, 1e20, 123e-20, 0.000001, 0.0000001);
console.log(0.1 + 0.2, 0.1 * 3, 100 / 3, 1.5e300 * 1.5e300);
console.log(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2);
console.log((1234.5678).toFixed(2), (0.5).toFixed(0), (2.5).toFixed(0), (1.005).toFixed(2), (-1.5).toFixed(1));
console.log((255).toString(16), (255).toString(2), (-10).toString(3), (3.75).toString());
console.log(Math.round(2.5), Math.round(-2.5), Math.round(0.49), Math.trunc(-4.7), Math.sign(-3));
console.log(Math.abs(-7.25), Math.ceil(4.1), Math.floor(-4.1), Math.sqrt(2), Math.cbrt(27));
console.log(parseInt("101", 2), parseInt("ff", 16), parseInt("  42abc"), parseInt("abc"), parseFloat("3.14xyz"));
console.log(Number("12"), Number(""), Number("12px"), Number(true), Number(null), Number(undefined));
console.log(Number.isInteger(5), Number.isInteger(5.5), Number.isInteger("5"), isNaN("abc"), Number.isNaN("abc"));
console.log(1 << 31, 1 << 32, -1 >>> 0, -16 >> 2, -16 >>> 28, 5 & 3, 5 | 3, 5 ^ 3, ~5, ~~3.7);
console.log(2147483647 + 1 | 0, 4294967296 * 3 | 0);
let big = 1;
for (let i = 0; i < 25; i++) big *= 10;
console.log(big, big + 1, 12345678901234567890);
console.log(0.1 * 0.2, 1 - 0.9, 3 * 1.1, 9007199254740993);
// out-of-range digit counts and lengths are RangeErrors
for (const bad of [() => (1).toFixed(101), () => (2).toPrecision(0), () => (3).toExponential(-1), () => (255).toString(37), () => new Array(2.5), () => Array(-1)]) {
  try {
    console.log(bad());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
console.log(new Array(3).length, (1).toFixed(100).length, Infinity.toFixed(100), NaN.toPrecision(500));
