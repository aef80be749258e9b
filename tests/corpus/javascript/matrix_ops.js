// features: array_methods, for_loop, nested_arrays, array_from
function identity(n) {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
}
function multiply(a, b) {
  const rows = a.length, cols = b[0].length, inner = b.length;
  const out = [];
  for (let i = 0; i < rows; i++) {
    const row = [];
    for (let j = 0; j < cols; j++) {
      let s = 0;
      for (let k = 0; k < inner; k++) s += a[i][k] * b[k][j];
      row.push(s);
    }
    out.push(row);
  }
  return out;
}
const m = [[1, 2], [3, 4]];
console.log(multiply(m, m));
console.log(multiply(m, identity(2)));
let p = identity(2);
for (let i = 0; i < 10; i++) p = multiply(p, [[1, 1], [1, 0]]);
console.log(p, p[0][1]);
console.log(identity(3).map((r) => r.join(" ")).join("\n"));
