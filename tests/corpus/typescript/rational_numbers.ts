// features: private_field, in_operator, type_guard, static_member, getter_setter, regex, error_object, union_type, literal_type
// Exact rational arithmetic with private fields, brand checks and static helpers
class Rational {
  readonly #num: bigint;
  readonly #den: bigint;
  static readonly ZERO = new Rational(0n);
  static readonly ONE = new Rational(1n);

  constructor(num: bigint | number, den: bigint | number = 1n) {
    let n = BigInt(num), d = BigInt(den);
    if (d === 0n) throw new RangeError("denominator is zero");
    if (d < 0n) { n = -n; d = -d; }
    const g = Rational.gcd(n < 0n ? -n : n, d);
    this.#num = g === 0n ? 0n : n / g;
    this.#den = g === 0n ? 1n : d / g;
  }
  static gcd(a: bigint, b: bigint): bigint {
    while (b !== 0n) [a, b] = [b, a % b];
    return a;
  }
  static isRational(x: unknown): x is Rational {
    return typeof x === "object" && x !== null && #num in x;
  }
  static parse(s: string): Rational {
    const m = /^\s*(-?\d+)(?:\s*\/\s*(\d+))?\s*$/.exec(s);
    if (!m) throw new SyntaxError(`not a rational: "${s}"`);
    return new Rational(BigInt(m[1]), BigInt(m[2] ?? "1"));
  }
  get numerator() { return this.#num; }
  get denominator() { return this.#den; }
  add(o: Rational) { return new Rational(this.#num * o.#den + o.#num * this.#den, this.#den * o.#den); }
  sub(o: Rational) { return this.add(o.neg()); }
  mul(o: Rational) { return new Rational(this.#num * o.#num, this.#den * o.#den); }
  div(o: Rational) {
    if (o.#num === 0n) throw new RangeError("division by zero");
    return new Rational(this.#num * o.#den, this.#den * o.#num);
  }
  neg() { return new Rational(-this.#num, this.#den); }
  pow(e: number): Rational {
    if (e < 0) return Rational.ONE.div(this.pow(-e));
    let r = Rational.ONE;
    for (let i = 0; i < e; i++) r = r.mul(this);
    return r;
  }
  compare(o: Rational): -1 | 0 | 1 {
    const l = this.#num * o.#den, r = o.#num * this.#den;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  equals(o: unknown): boolean { return Rational.isRational(o) && this.compare(o) === 0; }
  toNumber(): number { return Number(this.#num) / Number(this.#den); }
  toString(): string { return this.#den === 1n ? `${this.#num}` : `${this.#num}/${this.#den}`; }
  toMixed(): string {
    const whole = this.#num / this.#den, rest = (this.#num < 0n ? -this.#num : this.#num) % this.#den;
    if (rest === 0n) return `${whole}`;
    return whole === 0n ? this.toString() : `${whole} ${rest}/${this.#den}`;
  }
}

const half = new Rational(1, 2), third = Rational.parse("1/3");
console.log(`${half} + ${third} = ${half.add(third)}`);
console.log(`${half} - ${third} = ${half.sub(third)}`);
console.log(`${half} * ${third} = ${half.mul(third)}`);
console.log(`${half} / ${third} = ${half.div(third)} = ${half.div(third).toMixed()}`);
console.log(new Rational(-6, -8).toString(), new Rational(6, -8).toString(), new Rational(0, 5).toString());
console.log(Rational.parse(" 22 / 7 ").toMixed(), Rational.parse("-22/7").toMixed(), Rational.parse("-22/7").toNumber().toFixed(5));
console.log(new Rational(2, 3).pow(5).toString(), new Rational(2, 3).pow(-2).toString(), new Rational(7).pow(0).toString());

// harmonic numbers H(n) exactly
let h = Rational.ZERO;
for (let n = 1; n <= 12; n++) {
  h = h.add(new Rational(1, n));
  if (n % 3 === 0) console.log(`H(${n}) = ${h} ≈ ${h.toNumber().toFixed(6)}`);
}
const values = ["3/4", "2/3", "5/6", "-1/2", "7/12"].map(Rational.parse);
values.sort((a, b) => a.compare(b));
console.log(values.join(", "));
console.log(values.reduce((s, v) => s.add(v), Rational.ZERO).toMixed());
console.log(Rational.isRational(half), Rational.isRational({ num: 1 }), half.equals(new Rational(2, 4)), half.equals("1/2"));
for (const bad of ["1/0", "abc", "1.5"]) {
  try { console.log(Rational.parse(bad).toString()); }
  catch (e) { console.log(`${(e as Error).name}: ${(e as Error).message}`); }
}
console.log(half.numerator, half.denominator, typeof half.numerator);
