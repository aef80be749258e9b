// features: generic_class, interface_declaration, array_destructuring, parameter_property, readonly_modifier, static_member, non_null_assertion
// Generic numeric matrix over a field interface (numbers and modular ints)
interface Field<T> {
  zero: T; one: T;
  add(a: T, b: T): T; sub(a: T, b: T): T; mul(a: T, b: T): T; div(a: T, b: T): T;
  eq(a: T, b: T): boolean; show(a: T): string;
}

const Reals: Field<number> = {
  zero: 0, one: 1,
  add: (a, b) => a + b, sub: (a, b) => a - b, mul: (a, b) => a * b, div: (a, b) => a / b,
  eq: (a, b) => Math.abs(a - b) < 1e-9, show: a => (Number.isInteger(a) ? String(a) : a.toFixed(3)),
};

function modField(p: number): Field<number> {
  const norm = (x: number) => ((x % p) + p) % p;
  const inv = (a: number) => {
    let [t, newT, r, newR] = [0, 1, p, norm(a)];
    while (newR !== 0) {
      const q = Math.floor(r / newR);
      [t, newT] = [newT, t - q * newT];
      [r, newR] = [newR, r - q * newR];
    }
    if (r > 1) throw new Error(`${a} is not invertible mod ${p}`);
    return norm(t);
  };
  return {
    zero: 0, one: 1,
    add: (a, b) => norm(a + b), sub: (a, b) => norm(a - b), mul: (a, b) => norm(a * b), div: (a, b) => norm(a * inv(b)),
    eq: (a, b) => norm(a) === norm(b), show: a => String(norm(a)),
  };
}

class Matrix<T> {
  private constructor(readonly F: Field<T>, readonly rows: T[][]) {}
  static of<T>(F: Field<T>, rows: T[][]): Matrix<T> { return new Matrix(F, rows.map(r => [...r])); }
  static identity<T>(F: Field<T>, n: number): Matrix<T> {
    return new Matrix(F, Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? F.one : F.zero))));
  }
  get n() { return this.rows.length; }
  mul(o: Matrix<T>): Matrix<T> {
    const { F } = this;
    return new Matrix(F, this.rows.map(r => o.rows[0].map((_, j) => r.reduce((s, v, k) => F.add(s, F.mul(v, o.rows[k][j])), F.zero))));
  }
  inverse(): Matrix<T> | null {
    const { F } = this;
    const n = this.n;
    const a = this.rows.map((r, i) => [...r, ...Matrix.identity(F, n).rows[i]]);
    for (let col = 0; col < n; col++) {
      const pivot = a.findIndex((r, i) => i >= col && !F.eq(r[col], F.zero));
      if (pivot < 0) return null;
      [a[col], a[pivot]] = [a[pivot], a[col]];
      const pv = a[col][col];
      a[col] = a[col].map(v => F.div(v, pv));
      for (let i = 0; i < n; i++) {
        if (i === col) continue;
        const f = a[i][col];
        a[i] = a[i].map((v, j) => F.sub(v, F.mul(f, a[col][j])));
      }
    }
    return new Matrix(F, a.map(r => r.slice(n)));
  }
  equals(o: Matrix<T>): boolean { return this.rows.every((r, i) => r.every((v, j) => this.F.eq(v, o.rows[i][j]))); }
  toString(): string {
    const cells = this.rows.map(r => r.map(v => this.F.show(v)));
    const w = Math.max(...cells.flat().map(c => c.length));
    return cells.map(r => "[ " + r.map(c => c.padStart(w)).join(" ") + " ]").join("\n");
  }
}

const A = Matrix.of(Reals, [[2, 1, 1], [1, 3, 2], [1, 0, 0]]);
const Ai = A.inverse()!;
console.log(`A =\n${A}\nA^-1 =\n${Ai}`);
console.log("A * A^-1 == I:", A.mul(Ai).equals(Matrix.identity(Reals, 3)));
const F7 = modField(7);
const B = Matrix.of(F7, [[3, 5], [2, 6]]);
const Bi = B.inverse();
console.log(`B^-1 mod 7 =\n${Bi}`);
console.log(`${B.mul(Bi!)}`);
console.log(Matrix.of(Reals, [[1, 2], [2, 4]]).inverse());
try { modField(6).div(1, 4); } catch (e) { console.log((e as Error).message); }
let P = Matrix.identity(F7, 2);
for (let i = 0; i < 6; i++) P = P.mul(B);
console.log(`B^6 mod 7 =\n${P}`);
