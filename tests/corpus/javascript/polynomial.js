// features: class_declaration, static_members, getters, regex, symbols, object_static, try_catch, console_log
class Polynomial {
  constructor(coeffs) {
    const c = [...coeffs];
    while (c.length > 1 && c.at(-1) === 0) c.pop();
    this.coeffs = Object.freeze(c);
  }
  static parse(text) {
    const coeffs = [];
    const terms = text.replace(/\s+/g, '').replace(/-/g, '+-').split('+').filter(Boolean);
    for (const term of terms) {
      const m = /^(-?\d*(?:\.\d+)?)(x(?:\^(\d+))?)?$/.exec(term);
      if (!m) throw new SyntaxError(`bad term "${term}"`);
      const [, num, x, pow] = m;
      const coef = num === '' || num === '-' ? (num === '-' ? -1 : 1) : parseFloat(num);
      const deg = x ? (pow ? parseInt(pow, 10) : 1) : 0;
      coeffs[deg] = (coeffs[deg] ?? 0) + coef;
    }
    return new Polynomial(Array.from(coeffs, v => v ?? 0));
  }
  get degree() { return this.coeffs.length - 1; }
  add(o) {
    const n = Math.max(this.coeffs.length, o.coeffs.length);
    return new Polynomial(Array.from({ length: n }, (_, i) => (this.coeffs[i] ?? 0) + (o.coeffs[i] ?? 0)));
  }
  mul(o) {
    const out = new Array(this.coeffs.length + o.coeffs.length - 1).fill(0);
    this.coeffs.forEach((a, i) => o.coeffs.forEach((b, j) => { out[i + j] += a * b; }));
    return new Polynomial(out);
  }
  derivative() {
    return new Polynomial(this.coeffs.slice(1).map((c, i) => c * (i + 1)));
  }
  at(x) { return this.coeffs.reduceRight((acc, c) => acc * x + c, 0); }
  root(guess = 1, tol = 1e-12) {
    const d = this.derivative();
    let x = guess;
    for (let i = 0; i < 100; i++) {
      const fx = this.at(x), dx = d.at(x);
      if (dx === 0) break;
      const nx = x - fx / dx;
      if (Math.abs(nx - x) < tol) return nx;
      x = nx;
    }
    return x;
  }
  toString() {
    const parts = [];
    for (let i = this.degree; i >= 0; i--) {
      const c = this.coeffs[i];
      if (c === 0 && this.degree > 0) continue;
      const abs = Math.abs(c);
      const coef = abs === 1 && i > 0 ? '' : String(abs);
      const term = coef + (i === 0 ? '' : i === 1 ? 'x' : `x^${i}`);
      parts.push(parts.length === 0 ? (c < 0 ? '-' + term : term) : (c < 0 ? ' - ' : ' + ') + term);
    }
    return parts.join('');
  }
  [Symbol.toPrimitive](hint) { return hint === 'number' ? this.degree : this.toString(); }
}

const p = Polynomial.parse('x^2 - 2');
const q = Polynomial.parse('3x^3 + x - 5 + 2x');
console.log(`p = ${p}, q = ${q}`);
console.log(`p + q = ${p.add(q)}`);
console.log(`p * q = ${p.mul(q)}`);
console.log(`q' = ${q.derivative()}, q'' = ${q.derivative().derivative()}`);
console.log('sqrt(2) ~', p.root(1), Math.SQRT2, p.root(1).toFixed(10));
console.log('q root ~', q.root(1).toPrecision(8), +q);
console.log([-2, -1, 0, 1, 2].map(x => p.at(x)));
console.log(Polynomial.parse('0.5x^2 + 0.25x'), String(Polynomial.parse('-x + 1')));
try { Polynomial.parse('2y + 1'); } catch (e) { console.log(e.name, e.message); }
try { p.coeffs.push(9); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Object.isFrozen(p.coeffs), p.coeffs.length);
