// features: generator_function, implements_clause, getter_setter, generic_class, map_object, error_object, console_log_object
// Sparse vectors and matrices with typed iterators
class SparseVector implements Iterable<[number, number]> {
  private data = new Map<number, number>();
  constructor(readonly length: number, entries: Record<number, number> = {}) {
    for (const [k, v] of Object.entries(entries)) this.set(Number(k), v);
  }
  get(i: number): number { return this.data.get(i) ?? 0; }
  set(i: number, v: number): this {
    if (i < 0 || i >= this.length) throw new RangeError(`index ${i} out of range 0..${this.length - 1}`);
    if (v === 0) this.data.delete(i); else this.data.set(i, v);
    return this;
  }
  get nnz(): number { return this.data.size; }
  *[Symbol.iterator](): IterableIterator<[number, number]> {
    const keys = [...this.data.keys()].sort((a, b) => a - b);
    for (const k of keys) yield [k, this.data.get(k)!];
  }
  dot(other: SparseVector): number {
    let s = 0;
    for (const [i, v] of this) s += v * other.get(i);
    return s;
  }
  add(other: SparseVector): SparseVector {
    const out = new SparseVector(this.length);
    for (const [i, v] of this) out.set(i, v);
    for (const [i, v] of other) out.set(i, out.get(i) + v);
    return out;
  }
  scale(k: number): SparseVector {
    const out = new SparseVector(this.length);
    for (const [i, v] of this) out.set(i, v * k);
    return out;
  }
  toDense(): number[] { return Array.from({ length: this.length }, (_, i) => this.get(i)); }
  toString(): string {
    return `SparseVector(${this.length}){${[...this].map(([i, v]) => `${i}:${v}`).join(", ")}}`;
  }
}

class SparseMatrix {
  private rows: SparseVector[];
  constructor(readonly n: number, readonly m: number) {
    this.rows = Array.from({ length: n }, () => new SparseVector(m));
  }
  set(r: number, c: number, v: number) { this.rows[r].set(c, v); return this; }
  mulVec(x: SparseVector): SparseVector {
    const out = new SparseVector(this.n);
    this.rows.forEach((row, r) => out.set(r, row.dot(x)));
    return out;
  }
  *entries(): IterableIterator<{ row: number; col: number; value: number }> {
    for (let r = 0; r < this.n; r++) for (const [c, value] of this.rows[r]) yield { row: r, col: c, value };
  }
}

const a = new SparseVector(10, { 1: 3, 4: -2, 9: 7 });
const b = new SparseVector(10).set(4, 5).set(9, 1).set(0, 2);
console.log(a.toString());
console.log(String(b));
console.log("dot:", a.dot(b), "nnz:", a.nnz, b.nnz);
console.log("sum:", a.add(b).toDense().join(" "));
console.log("scaled:", `${a.scale(0.5)}`);
a.set(1, 0);
console.log("after zeroing:", [...a]);
try { a.set(10, 1); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }

const M = new SparseMatrix(4, 10);
M.set(0, 1, 2).set(0, 4, 1).set(2, 9, -1).set(3, 0, 4);
console.log(M.mulVec(b).toDense());
const it = M.entries();
console.log(it.next());
for (const e of it) console.log(e);
const identity = [...Array(3).keys()].map(i => new SparseVector(3, { [i]: 1 }));
console.log(identity.map(v => v.toDense()));
