// features: number_methods, number_semantics, math, arithmetic, array_methods, arrow_function, template_string, console_log
// Formats measurements for a lab report: scientific notation, significant
// figures and the limits of double precision.
const readings = [123456.789, 0.000123, 6.02214076e23, 1.5, -0.0042, 0];
for (const r of readings) {
  console.log(`${String(r).padEnd(14)} exp=${r.toExponential()} exp2=${r.toExponential(2)} sig3=${r.toPrecision(3)} sig6=${r.toPrecision(6)}`);
}
console.log("precision edges:", (1e21).toPrecision(3), (123.456).toPrecision(1), (99.99).toPrecision(2), (0.00000123).toPrecision(2));
console.log("exponent forms:", (1).toExponential(0), (12345).toExponential(1), (-9.99).toExponential(1), (1e-7).toExponential());

// comparing floats with an epsilon
const nearlyEqual = (x, y) => Math.abs(x - y) < Number.EPSILON * Math.max(1, Math.abs(x), Math.abs(y));
console.log("0.1+0.2 == 0.3:", 0.1 + 0.2 === 0.3, "nearly:", nearlyEqual(0.1 + 0.2, 0.3), "epsilon:", Number.EPSILON);

// safe integer range checks before storing ids
const ids = [42, 2 ** 53 - 1, 2 ** 53, -(2 ** 53 - 1), 1.5, Number.MAX_SAFE_INTEGER + 2];
for (const id of ids) console.log(`${id} integer=${Number.isInteger(id)} safe=${Number.isSafeInteger(id)}`);
console.log("range:", Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
console.log("extremes:", Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_VALUE * 2 === Number.POSITIVE_INFINITY, -Number.MAX_VALUE * 2 === Number.NEGATIVE_INFINITY);
console.log("finite:", [1, Infinity, NaN, "5"].map((v) => Number.isFinite(v)), [1, Infinity, NaN, "5"].map((v) => isFinite(v)));
const total = [3.5, 2.25, 4].reduce((s, x) => s + x, 0);
console.log("valueOf:", total.valueOf(), (7).valueOf() + 1, typeof (7).valueOf());
const big = 2n ** 70n;
console.log("bigint valueOf:", big.valueOf() === big, typeof big.valueOf(), (big.valueOf() + 1n).toString());
