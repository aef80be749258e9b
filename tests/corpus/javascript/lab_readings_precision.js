// features: number_methods, string_methods, unicode_strings, array_methods
// Lab instrument readings reported to a fixed number of significant
// figures (toPrecision / toExponential round a tie away from zero, as
// toFixed does, and -0 prints without a sign), with fields pasted from a
// spreadsheet whose cells carry non-breaking and ideographic spaces that
// trim() removes like ASCII blanks.
const pasted = [
  "\u00a0sample-A\t| 2.5 | -1234.5 |\u3000",
  " sample-B\u2003|\u00a00.000125 | 999.5 | ",
  "\ufeffsample-C | -0 | 1.45\u00a0|",
  "sample-D\u2028| 99999 | 0.125 |",
  "sample-E | 6.02214076e23 | -0.00001 |",
];

const rows = pasted.map(line => {
  const [name, a, b] = line.split("|").map(cell => cell.trim());
  return { name, a: Number(a), b: Number(b) };
});
console.log(rows.map(r => r.name));

for (const { name, a, b } of rows) {
  const cells = [a, b].map(x => [x.toPrecision(1), x.toPrecision(2), x.toPrecision(4), x.toExponential(1), x.toExponential(3), x.toFixed(1)].join(" "));
  console.log(`${name.padEnd(9)} ${cells.join("  ||  ")}`);
}

// ties: the nearer of two candidates is the larger in magnitude
const ties = [0.5, 1.5, 2.5, -2.5, 12.5, 0.125, 0.375, 1024.5, -0.0625];
console.log("toPrecision(1/2/3):", ties.map(x => `${x}->${x.toPrecision(1)}/${x.toPrecision(2)}/${x.toPrecision(3)}`).join(" "));
console.log("toExponential(0/1/2):", ties.map(x => `${x.toExponential(0)}|${x.toExponential(1)}|${x.toExponential(2)}`).join(" "));
console.log("-0:", (-0).toPrecision(3), (-0).toExponential(2), (-0).toExponential(), (-0).toFixed(2), Object.is(-0 * 5, -0));
console.log("near zero:", (-1e-9).toPrecision(2), (-1e-9).toFixed(2), (1e-7).toPrecision(1), (123e-9).toPrecision(2));
console.log("large:", (1e21).toPrecision(3), (123456).toPrecision(2), (987654321).toExponential(4), Number.MAX_VALUE.toPrecision(5));

const whitespace = ["\t", "\n", "\u000b", "\f", "\r", " ", "\u00a0", "\u1680", "\u2000", "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff", "\u200b", "\u180e"];
const trimmed = whitespace.map(w => (`${w}x${w}`.trim() === "x" ? "T" : "-"));
console.log("trimmed:", trimmed.join(""), "(U+200B zero-width space and U+180E are not white space)");
console.log(JSON.stringify(["\u00a0 a b \u00a0".trimStart(), "\u00a0 a b \u00a0".trimEnd(), "é\u2003".trimEnd(), "\u3000日本\u3000".trim()]));
