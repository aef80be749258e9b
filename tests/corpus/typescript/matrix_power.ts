// features: type_alias_declaration, nested_arrays, array_methods, while_statement, array_destructuring, number_formatting, arrow_function
type Matrix = number[][];

function identity(n: number): Matrix {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
}

function multiply(a: Matrix, b: Matrix): Matrix {
  const rows = a.length, cols = b[0].length, inner = b.length;
  const out: Matrix = [];
  for (let i = 0; i < rows; i++) {
    out.push(new Array(cols).fill(0));
    for (let j = 0; j < cols; j++) {
      let s = 0;
      for (let k = 0; k < inner; k++) s += a[i][k] * b[k][j];
      out[i][j] = s;
    }
  }
  return out;
}

function transpose(m: Matrix): Matrix {
  return m[0].map((_, c) => m.map(row => row[c]));
}

function power(m: Matrix, p: number): Matrix {
  let result = identity(m.length);
  let base = m;
  while (p > 0) {
    if (p & 1) result = multiply(result, base);
    base = multiply(base, base);
    p >>= 1;
  }
  return result;
}

function determinant(m: Matrix): number {
  const n = m.length;
  const a = m.map(r => [...r]);
  let det = 1;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    if (a[pivot][c] === 0) return 0;
    if (pivot !== c) { [a[pivot], a[c]] = [a[c], a[pivot]]; det = -det; }
    det *= a[c][c];
    for (let r = c + 1; r < n; r++) {
      const f = a[r][c] / a[c][c];
      for (let k = c; k < n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return det;
}

const fmt = (m: Matrix): string => m.map(r => r.map(v => v.toFixed(2).padStart(8)).join("")).join("\n");

const fib: Matrix = [[1, 1], [1, 0]];
for (const n of [1, 5, 10, 30]) console.log(`fib(${n}) = ${power(fib, n)[0][1]}`);
const m: Matrix = [[2, -1, 0], [-1, 2, -1], [0, -1, 2]];
console.log(fmt(multiply(m, transpose(m))));
console.log("det", determinant(m).toFixed(4));
console.log("det3", determinant([[1, 2, 3], [4, 5, 6], [7, 8, 9]]));
console.log(JSON.stringify(identity(3)));
console.log(transpose([[1, 2, 3], [4, 5, 6]]));
