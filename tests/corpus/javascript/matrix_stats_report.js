// features: nested_arrays, higher_order, math, number_methods, console_format, spread, console_log
const data = [
  [5.1, 3.5, 1.4, 0.2],
  [4.9, 3.0, 1.4, 0.2],
  [6.2, 3.4, 5.4, 2.3],
  [5.9, 3.0, 5.1, 1.8],
  [5.5, 2.3, 4.0, 1.3],
  [6.5, 2.8, 4.6, 1.5],
];
const names = ['sepal_len', 'sepal_wid', 'petal_len', 'petal_wid'];

const transpose = m => m[0].map((_, j) => m.map(row => row[j]));
const mean = xs => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = xs => { const m = mean(xs); return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1); };
const cols = transpose(data);
const stats = Object.fromEntries(names.map((n, j) => [n, { mean: +mean(cols[j]).toFixed(3), sd: +Math.sqrt(variance(cols[j])).toFixed(3), min: Math.min(...cols[j]), max: Math.max(...cols[j]) }]));
console.table(stats);

function covariance(a, b) {
  const ma = mean(a), mb = mean(b);
  return a.reduce((s, x, i) => s + (x - ma) * (b[i] - mb), 0) / (a.length - 1);
}
const corr = cols.map(a => cols.map(b => covariance(a, b) / Math.sqrt(variance(a) * variance(b))));
console.log('correlation:');
console.log(['', ...names.map(n => n.slice(0, 9))].map(s => s.padStart(10)).join(''));
corr.forEach((row, i) => console.log(names[i].padStart(10) + row.map(v => v.toFixed(3).padStart(10)).join('')));

const matmul = (A, B) => A.map(r => transpose(B).map(c => r.reduce((s, x, k) => s + x * c[k], 0)));
const gram = matmul(transpose(data), data);
console.log(gram.map(r => r.map(v => Math.round(v * 100) / 100)));
const det3 = m => m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
console.log(det3(gram.slice(0, 3).map(r => r.slice(0, 3))).toExponential(4));
const normalized = data.map(row => row.map((v, j) => (v - stats[names[j]].mean) / stats[names[j]].sd));
console.log(normalized[0].map(v => v.toFixed(2)).join(' '), normalized.flat().length);
const ranked = data.map((r, i) => ({ i, score: r[2] * r[3] })).sort((a, b) => b.score - a.score);
console.log(ranked.map(({ i, score }) => `#${i}:${score.toFixed(2)}`).join(', '));
console.log(Number.EPSILON > 0, Math.max(), Math.min(), [0.1, 0.2, 0.3].map(x => x * 3));
