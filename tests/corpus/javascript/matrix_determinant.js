// features: nested_arrays, array_methods, array_from, recursion, arrow_function, math, number_methods
function identity(n) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
}
function multiply(a, b) {
  return a.map(row => b[0].map((_, j) => row.reduce((s, v, k) => s + v * b[k][j], 0)));
}
function transpose(m) { return m[0].map((_, i) => m.map(r => r[i])); }
function det(m) {
  if (m.length === 1) return m[0][0];
  if (m.length === 2) return m[0][0] * m[1][1] - m[0][1] * m[1][0];
  return m[0].reduce((s, v, j) => s + (j % 2 ? -1 : 1) * v * det(m.slice(1).map(r => r.filter((_, k) => k !== j))), 0);
}
function fmt(m) { return m.map(r => r.map(v => String(v).padStart(5)).join("")).join("\n"); }
const A = [[2, -1, 0], [1, 3, 2], [0, 1, 4]];
const B = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
console.log(fmt(multiply(A, B)));
console.log(fmt(transpose(B)));
console.log("det A =", det(A), "det B =", det(B));
console.log(JSON.stringify(multiply(A, identity(3))) === JSON.stringify(A));
let P = identity(3);
for (let i = 0; i < 5; i++) P = multiply(P, A);
console.log(P);
console.log(Math.max(...P.flat()), Math.min(...P.flat()));
const inv2 = m => { const d = det(m); return [[m[1][1] / d, -m[0][1] / d], [-m[1][0] / d, m[0][0] / d]]; };
console.log(inv2([[4, 7], [2, 6]]).map(r => r.map(x => x.toFixed(3))));
console.log(inv2([[1, 2], [2, 4]]));
