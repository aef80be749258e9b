// features: class_extends, super_call, static_members, instanceof, switch, regex, recursion, try_catch, json_stringify, console_log
class Expr {
  evaluate(env) { throw new Error(`${this.constructor.name}.evaluate not implemented`); }
  toString() { return '?'; }
}
class Num extends Expr {
  constructor(value) { super(); this.value = value; }
  evaluate() { return this.value; }
  derive() { return new Num(0); }
  toString() { return String(this.value); }
}
class Var extends Expr {
  constructor(name) { super(); this.name = name; }
  evaluate(env) {
    if (!(this.name in env)) throw new ReferenceError(`${this.name} is not defined`);
    return env[this.name];
  }
  derive(v) { return new Num(this.name === v ? 1 : 0); }
  toString() { return this.name; }
}
class BinOp extends Expr {
  static ops = {
    '+': (a, b) => a + b,
    '-': (a, b) => a - b,
    '*': (a, b) => a * b,
    '/': (a, b) => a / b,
    '^': (a, b) => a ** b,
  };
  constructor(op, left, right) { super(); Object.assign(this, { op, left, right }); }
  evaluate(env) { return BinOp.ops[this.op](this.left.evaluate(env), this.right.evaluate(env)); }
  derive(v) {
    const { op, left: f, right: g } = this;
    switch (op) {
      case '+': case '-': return new BinOp(op, f.derive(v), g.derive(v));
      case '*': return new BinOp('+', new BinOp('*', f.derive(v), g), new BinOp('*', f, g.derive(v)));
      case '^':
        if (g instanceof Num) return new BinOp('*', new BinOp('*', new Num(g.value), new BinOp('^', f, new Num(g.value - 1))), f.derive(v));
      // fallthrough
      default: throw new TypeError(`cannot derive ${op}`);
    }
  }
  toString() { return `(${this.left} ${this.op} ${this.right})`; }
}

function simplify(e) {
  if (!(e instanceof BinOp)) return e;
  const l = simplify(e.left), r = simplify(e.right);
  if (l instanceof Num && r instanceof Num) return new Num(BinOp.ops[e.op](l.value, r.value));
  if (e.op === '*' && ((l instanceof Num && l.value === 0) || (r instanceof Num && r.value === 0))) return new Num(0);
  if (e.op === '*' && l instanceof Num && l.value === 1) return r;
  if (e.op === '*' && r instanceof Num && r.value === 1) return l;
  if (e.op === '+' && l instanceof Num && l.value === 0) return r;
  if ((e.op === '+' || e.op === '-') && r instanceof Num && r.value === 0) return l;
  if (e.op === '^' && r instanceof Num && r.value === 1) return l;
  return new BinOp(e.op, l, r);
}

function parse(src) {
  const tokens = src.match(/\d+(?:\.\d+)?|[a-z]+|[-+*/^()]/g);
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];
  const prec = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 };
  function primary() {
    const t = next();
    if (t === '(') { const e = expr(0); next(); return e; }
    if (/^\d/.test(t)) return new Num(parseFloat(t));
    return new Var(t);
  }
  function expr(min) {
    let left = primary();
    while (peek() in prec && prec[peek()] >= min) {
      const op = next();
      const right = expr(op === '^' ? prec[op] : prec[op] + 1);
      left = new BinOp(op, left, right);
    }
    return left;
  }
  return expr(0);
}

const env = { x: 3, y: 4 };
for (const src of ['x^2 + 3*x + 1', '2*x*y - y/4', '(x+1)*(x-1)', 'x^3', 'z + 1', '10/4 + 0.5']) {
  const ast = parse(src);
  let value;
  try { value = ast.evaluate(env); } catch (e) { value = `${e.name}: ${e.message}`; }
  let d;
  try { d = simplify(ast.derive('x')).toString(); } catch (e) { d = e.message; }
  console.log(`${src.padEnd(14)} => ${String(ast).padEnd(32)} = ${value}; d/dx = ${d}`);
}
const tree = parse('x*2+1');
console.log(tree);
console.log(JSON.stringify(tree));
console.log(tree instanceof Expr, Object.getPrototypeOf(tree) === BinOp.prototype, tree.constructor.name);
try { new Expr().evaluate({}); } catch (e) { console.log(e.message); }
