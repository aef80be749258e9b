// features: nested_arrays, for_statement, array_methods, type_alias_declaration, function_declaration
type Matrix = number[][];

function zeros(r: number, c: number): Matrix {
  const m: Matrix = [];
  for (let i = 0; i < r; i++) {
    const row: number[] = [];
    for (let j = 0; j < c; j++) row.push(0);
    m.push(row);
  }
  return m;
}

function multiply(a: Matrix, b: Matrix): Matrix {
  const out = zeros(a.length, b[0].length);
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b[0].length; j++)
      for (let k = 0; k < b.length; k++)
        out[i][j] += a[i][k] * b[k][j];
  return out;
}

function transpose(m: Matrix): Matrix {
  return m[0].map((_, j) => m.map((row) => row[j]));
}

function show(m: Matrix): void {
  for (const row of m) console.log(row.join(" "));
}

const a: Matrix = [[1, 2, 3], [4, 5, 6]];
const b: Matrix = [[7, 8], [9, 10], [11, 12]];
show(multiply(a, b));
show(transpose(a));
const id = zeros(3, 3);
for (let i = 0; i < 3; i++) id[i][i] = 1;
show(id);
console.log(a);

function spiral(n: number): Matrix {
  const m = zeros(n, n);
  let top = 0, bottom = n - 1, left = 0, right = n - 1, v = 1;
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) m[top][j] = v++;
    top++;
    for (let i = top; i <= bottom; i++) m[i][right] = v++;
    right--;
    for (let j = right; j >= left && top <= bottom; j--) m[bottom][j] = v++;
    bottom--;
    for (let i = bottom; i >= top && left <= right; i--) m[i][left] = v++;
    left++;
  }
  return m;
}
show(spiral(4));
