// features: math, arithmetic, number_methods, function_declaration, arrow_function, array_methods, template_string, console_log
// A small engineering toolkit: angles, hyperbolic curves, logarithmic scales,
// 32-bit hashing and single-precision rounding, printed as a report.
const deg = (r) => (r * 180) / Math.PI;
const round6 = (x) => Math.round(x * 1e6) / 1e6;

function triangleAngles(a, b, c) {
  // law of cosines
  const A = Math.acos((b * b + c * c - a * a) / (2 * b * c));
  const B = Math.asin((b * Math.sin(A)) / a);
  return [A, B, Math.PI - A - B].map((x) => round6(deg(x)));
}
console.log("3-4-5 angles:", triangleAngles(3, 4, 5));
console.log("atan2 quadrants:", [[1, 1], [-1, 1], [-1, -1], [1, -1]].map(([x, y]) => round6(deg(Math.atan2(y, x)))));
console.log("atan(1)*4 =", Math.atan(1) * 4, "cos(pi) =", Math.cos(Math.PI), "tan(pi/4) =", round6(Math.tan(Math.PI / 4)));

// a hanging cable (catenary) y = a*cosh(x/a), and its inverse functions
const a = 2;
for (const x of [0, 1, 2, 4]) {
  const y = a * Math.cosh(x / a);
  console.log(`x=${x} y=${y.toFixed(4)} slope=${Math.sinh(x / a).toFixed(4)} tanh=${Math.tanh(x / a).toFixed(4)}`);
}
console.log("inverse:", round6(Math.asinh(Math.sinh(1.5))), round6(Math.acosh(Math.cosh(1.5))), round6(Math.atanh(Math.tanh(0.5))));

// logarithmic scales and small-value precision
const decibels = (ratio) => 10 * Math.log10(ratio);
console.log("dB:", [1, 2, 10, 1000].map((r) => decibels(r).toFixed(2)));
console.log("bits needed:", [1, 255, 256, 65535].map((n) => Math.ceil(Math.log2(n + 1))));
console.log("ln via constants:", Math.log(10) === Math.LN10, Math.log(2) === Math.LN2, Math.LOG2E * Math.LN2, Math.LOG10E * Math.LN10);
console.log("sqrt constants:", Math.SQRT2, Math.SQRT1_2, Math.SQRT2 * Math.SQRT1_2, Math.E);
console.log("tiny interest:", Math.expm1(1e-10), Math.exp(1e-10) - 1, Math.log1p(1e-10));
console.log("compound growth:", (Math.pow(1.05, 10)).toFixed(6), Math.exp(Math.log(1.05) * 10).toFixed(6));
console.log("distance:", Math.hypot(3, 4), Math.hypot(1, 2, 2), Math.hypot());

// 32-bit integer tricks: FNV-1a string hash with Math.imul, bit lengths with clz32
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
for (const w of ["", "a", "hello", "RedDragon"]) console.log(`fnv1a(${JSON.stringify(w)}) = ${fnv1a(w).toString(16)}`);
console.log("imul:", Math.imul(2, 4), Math.imul(-1, 8), Math.imul(0xffffffff, 5), Math.imul(0x7fffffff, 2));
console.log("clz32:", [0, 1, 255, 0x80000000, -1, 3.7].map(Math.clz32));
const bitLength = (n) => 32 - Math.clz32(n);
console.log("bit lengths:", [1, 2, 1023, 1024].map(bitLength));

// single precision: what a float32 buffer would store
console.log("fround:", Math.fround(5.5), Math.fround(5.05), Math.fround(0.1) === 0.1, Math.fround(2 ** 128));

// Monte Carlo needs only that samples fall in [0, 1)
const samples = Array.from({ length: 1000 }, () => Math.random());
console.log("random in range:", samples.every((x) => x >= 0 && x < 1), new Set(samples).size > 900);
