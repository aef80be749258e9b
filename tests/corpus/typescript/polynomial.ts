// features: function_signature, static_member, getter_setter, tuple_type, array_destructuring, math_object
// Polynomial arithmetic with overloads, static factories and immutable coefficients.
class Polynomial {
  private readonly coeffs: readonly number[];

  private constructor(coeffs: number[]) {
    const c = [...coeffs];
    while (c.length > 1 && c[c.length - 1] === 0) c.pop();
    this.coeffs = Object.freeze(c);
  }

  static of(...coeffs: number[]): Polynomial {
    return new Polynomial(coeffs.length ? coeffs : [0]);
  }

  static fromRoots(...roots: number[]): Polynomial {
    return roots.reduce((p, r) => p.mul(Polynomial.of(-r, 1)), Polynomial.of(1));
  }

  get degree(): number {
    return this.coeffs.length - 1;
  }

  add(other: Polynomial | number): Polynomial {
    const o = typeof other === "number" ? Polynomial.of(other) : other;
    const n = Math.max(this.coeffs.length, o.coeffs.length);
    return new Polynomial(Array.from({ length: n }, (_, i) => (this.coeffs[i] ?? 0) + (o.coeffs[i] ?? 0)));
  }

  mul(other: Polynomial): Polynomial;
  mul(scalar: number): Polynomial;
  mul(other: Polynomial | number): Polynomial {
    if (typeof other === "number") return new Polynomial(this.coeffs.map((c) => c * other));
    const out = new Array<number>(this.coeffs.length + other.coeffs.length - 1).fill(0);
    this.coeffs.forEach((a, i) => other.coeffs.forEach((b, j) => (out[i + j] += a * b)));
    return new Polynomial(out);
  }

  derivative(): Polynomial {
    return new Polynomial(this.coeffs.slice(1).map((c, i) => c * (i + 1)));
  }

  evaluate(x: number): number {
    return this.coeffs.reduceRight((acc, c) => acc * x + c, 0);
  }

  divmod(d: Polynomial): [Polynomial, Polynomial] {
    if (d.degree === 0 && d.coeffs[0] === 0) throw new RangeError("division by zero polynomial");
    let rem = [...this.coeffs];
    const q = new Array<number>(Math.max(1, this.degree - d.degree + 1)).fill(0);
    for (let i = this.degree - d.degree; i >= 0; i--) {
      const f = rem[i + d.degree] / d.coeffs[d.degree];
      q[i] = f;
      d.coeffs.forEach((c, j) => (rem[i + j] -= f * c));
    }
    rem = rem.slice(0, Math.max(1, d.degree));
    return [new Polynomial(q), new Polynomial(rem)];
  }

  newtonRoot(guess: number, iterations = 20): number {
    const d = this.derivative();
    let x = guess;
    for (let i = 0; i < iterations; i++) {
      const fx = this.evaluate(x);
      if (Math.abs(fx) < 1e-12) break;
      x -= fx / d.evaluate(x);
    }
    return x;
  }

  toString(): string {
    const terms: string[] = [];
    for (let i = this.degree; i >= 0; i--) {
      const c = this.coeffs[i];
      if (c === 0 && this.degree > 0) continue;
      const abs = Math.abs(c);
      const coef = abs === 1 && i > 0 ? "" : String(abs);
      const pow = i === 0 ? "" : i === 1 ? "x" : `x^${i}`;
      const sign = c < 0 ? "-" : "+";
      terms.push(terms.length === 0 ? (c < 0 ? "-" : "") + coef + pow : ` ${sign} ${coef}${pow}`);
    }
    return terms.join("");
  }
}

const p = Polynomial.of(1, -3, 0, 2); // 2x^3 - 3x + 1
const q = Polynomial.fromRoots(1, -2, 3);
console.log(`p = ${p}`);
console.log(`q = ${q}`);
console.log(`p + q = ${p.add(q)}`);
console.log(`p * 3 = ${p.mul(3)}`);
console.log(`p * q = ${p.mul(q)}`);
console.log(`p' = ${p.derivative()}, p'' = ${p.derivative().derivative()}`);
console.log([-2, -1, 0, 0.5, 1, 2].map((x) => q.evaluate(x)));
const [quot, rem] = q.divmod(Polynomial.of(-1, 1));
console.log(`q / (x - 1) = ${quot} rem ${rem}`);
const [q2, r2] = p.divmod(Polynomial.of(1, 1));
console.log(`p / (x + 1) = ${q2} rem ${r2}`);
console.log(p.newtonRoot(2).toFixed(6), p.newtonRoot(-2).toFixed(6));
console.log(Polynomial.of(0, 0, 0).toString(), Polynomial.of().degree, p.add(-1).toString());
try {
  p.divmod(Polynomial.of(0));
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
console.log(JSON.stringify(p), Object.isFrozen((p as any).coeffs));
