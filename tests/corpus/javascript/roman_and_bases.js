// features: number_methods, number_parsing, bitwise_operators, array_methods, destructuring, arrow_function
const romans = [["M", 1000], ["CM", 900], ["D", 500], ["CD", 400], ["C", 100], ["XC", 90], ["L", 50], ["XL", 40], ["X", 10], ["IX", 9], ["V", 5], ["IV", 4], ["I", 1]];
const toRoman = n => romans.reduce((acc, [s, v]) => { while (n >= v) { acc += s; n -= v; } return acc; }, "");
const fromRoman = s => [...s].reduce((acc, ch, i, arr) => {
  const val = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 }[ch];
  const next = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 }[arr[i + 1]] || 0;
  return acc + (val < next ? -val : val);
}, 0);
for (const n of [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]) console.log(n, toRoman(n), fromRoman(toRoman(n)));
for (const n of [0, 7, 255, 4096, -42, 3.75]) console.log(n, n.toString(2), n.toString(8), n.toString(16).toUpperCase(), n.toString(36));
console.log(parseInt("ff", 16), parseInt("0x1A"), parseInt("777", 8), parseInt("z", 36), parseInt("12px"), parseInt("abc"), Number("0b101"), Number("0o17"));
console.log((255).toString(16).padStart(4, "0"), (1e21).toString(), (123.456).toPrecision(4), (0.000001234).toExponential(2), Number.parseFloat("3.14abc"));
const bits = n => n.toString(2).split("").filter(b => b === "1").length;
console.log([0, 1, 7, 8, 255, 1023].map(bits), 0xff & 0x0f, 1 << 10, 2 ** 31 | 0, ~~-7.9, -7.9 | 0);
console.log(Number.MAX_SAFE_INTEGER.toString(16), Number.isSafeInteger(2 ** 53), (2 ** 53 + 2).toString());
