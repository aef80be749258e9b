// features: type_alias_declaration, tuple_type, readonly_modifier, array_destructuring, nested_arrays, array_methods, instanceof_operator, error_object, throw_statement, try_statement, bitwise_operators, augmented_assignment, console_log_object, string_methods
type Vec2 = readonly [number, number];
type Mat2 = readonly [Vec2, Vec2];
type Matrix = ReadonlyArray<ReadonlyArray<number>>;

function mat2Mul(a: Mat2, b: Mat2): Mat2 {
  return [
    [a[0][0] * b[0][0] + a[0][1] * b[1][0], a[0][0] * b[0][1] + a[0][1] * b[1][1]],
    [a[1][0] * b[0][0] + a[1][1] * b[1][0], a[1][0] * b[0][1] + a[1][1] * b[1][1]],
  ];
}

function det2([[a, b], [c, d]]: Mat2): number {
  return a * d - b * c;
}

function identity(n: number): number[][] {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
}

function multiply(a: Matrix, b: Matrix): number[][] {
  const rows = a.length, cols = b[0].length, inner = b.length;
  if (a[0].length !== inner) throw new RangeError(`shape mismatch ${rows}x${a[0].length} * ${inner}x${cols}`);
  const out: number[][] = [];
  for (let i = 0; i < rows; i++) {
    const row: number[] = new Array(cols).fill(0);
    for (let j = 0; j < cols; j++) {
      for (let k = 0; k < inner; k++) row[j] += a[i][k] * b[k][j];
    }
    out.push(row);
  }
  return out;
}

const transpose = (m: Matrix): number[][] => m[0].map((_, j) => m.map((row) => row[j]));

function format(m: Matrix): string {
  return m.map((r) => r.map((x) => String(x).padStart(4)).join("")).join("\n");
}

function fibPair(n: number): [number, number] {
  let result: Mat2 = [[1, 0], [0, 1]];
  let base: Mat2 = [[1, 1], [1, 0]];
  while (n > 0) {
    if (n & 1) result = mat2Mul(result, base);
    base = mat2Mul(base, base);
    n >>= 1;
  }
  return [result[0][1], result[0][0]];
}

const A: Matrix = [[1, 2, 3], [4, 5, 6]];
const B: Matrix = [[7, 8], [9, 10], [11, 12]];
console.log(format(multiply(A, B)));
console.log("--");
console.log(format(transpose(A)));
console.log("--");
console.log(format(multiply(identity(3), B)));
try {
  multiply(A, A);
} catch (e) {
  if (e instanceof RangeError) console.log("RangeError:", e.message);
}
const m: Mat2 = [[2, 3], [1, 4]];
console.log("det", det2(m), "det^2", det2(mat2Mul(m, m)));
for (const n of [1, 10, 30, 50]) {
  const [f, g] = fibPair(n);
  console.log(`fib(${n})=${f} fib(${n + 1})=${g}`);
}
const [[p, q], [r, s]] = m;
console.log({ p, q, r, s });
