// features: class_extends, super_call, map, symbols, regex, switch, closures, rest_spread, destructuring, try_catch, error_classes, for_of
function tokenize(src) {
  return src.replace(/;[^\n]*/g, '').replace(/\(/g, ' ( ').replace(/\)/g, ' ) ').split(/\s+/).filter(Boolean);
}

function parse(tokens) {
  if (tokens.length === 0) throw new SyntaxError('unexpected EOF');
  const tok = tokens.shift();
  if (tok === '(') {
    const list = [];
    while (tokens[0] !== ')') {
      if (tokens.length === 0) throw new SyntaxError('missing )');
      list.push(parse(tokens));
    }
    tokens.shift();
    return list;
  }
  if (tok === ')') throw new SyntaxError('unexpected )');
  const n = Number(tok);
  return Number.isNaN(n) ? Symbol.for(tok) : n;
}

class Env extends Map {
  constructor(params = [], args = [], outer = null) {
    super(params.map((p, i) => [p, args[i]]));
    this.outer = outer;
  }
  find(sym) {
    if (this.has(sym)) return this;
    if (this.outer) return this.outer.find(sym);
    throw new ReferenceError(`unbound symbol ${Symbol.keyFor(sym)}`);
  }
}

const S = name => Symbol.for(name);
const globalEnv = new Env();
const ops = {
  '+': (...a) => a.reduce((x, y) => x + y, 0),
  '-': (a, ...b) => (b.length ? b.reduce((x, y) => x - y, a) : -a),
  '*': (...a) => a.reduce((x, y) => x * y, 1),
  '/': (a, b) => a / b,
  '<': (a, b) => a < b,
  '=': (a, b) => a === b,
  list: (...a) => a,
  car: l => l[0],
  cdr: l => l.slice(1),
  cons: (x, l) => [x, ...l],
  'null?': l => Array.isArray(l) && l.length === 0,
  display: x => { out.push(show(x)); return x; },
};
for (const [k, v] of Object.entries(ops)) globalEnv.set(S(k), v);
const out = [];

function evaluate(x, env = globalEnv) {
  for (;;) {
    if (typeof x === 'symbol') return env.find(x).get(x);
    if (!Array.isArray(x)) return x;
    const [op, ...args] = x;
    switch (op) {
      case S('quote'): return args[0];
      case S('if'): x = evaluate(args[0], env) !== false ? args[1] : args[2]; continue;
      case S('define'): env.set(args[0], evaluate(args[1], env)); return undefined;
      case S('lambda'): {
        const [params, body] = args;
        const fn = (...vals) => evaluate(body, new Env(params, vals, env));
        fn.params = params;
        return fn;
      }
      case S('begin'): {
        args.slice(0, -1).forEach(a => evaluate(a, env));
        x = args.at(-1);
        continue;
      }
      default: {
        const f = evaluate(op, env);
        const vals = args.map(a => evaluate(a, env));
        if (typeof f !== 'function') throw new TypeError(`${show(f)} is not a procedure`);
        return f(...vals);
      }
    }
  }
}

function show(x) {
  if (Array.isArray(x)) return `(${x.map(show).join(' ')})`;
  if (typeof x === 'symbol') return Symbol.keyFor(x);
  if (typeof x === 'function') return '#<procedure>';
  if (x === true) return '#t';
  if (x === false) return '#f';
  return String(x);
}

const program = `
(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))
(define map (lambda (f l) (if (null? l) (quote ()) (cons (f (car l)) (map f (cdr l))))))
(define range (lambda (a b) (if (< a b) (cons a (range (+ a 1) b)) (quote ()))))
(display (fact 10))
(display (map (lambda (x) (* x x)) (range 1 8)))
(define make-counter (lambda () (begin (define n 0) (lambda () (begin (define n (+ n 1)) n)))))
(define c (make-counter))
(c) (c)
(display (c))
(display (quote (a b (c d))))
(display (= (fact 5) 120))
(undefined-fn 1)
`;

const exprs = [];
const tokens = tokenize(program);
while (tokens.length) exprs.push(parse(tokens));
for (const e of exprs) {
  try {
    const v = evaluate(e);
    if (v !== undefined && !Array.isArray(e) || (Array.isArray(e) && e[0] !== S('define') && e[0] !== S('display'))) console.log('=>', show(v));
  } catch (err) {
    console.log(`${err.name}: ${err.message}`);
  }
}
console.log(out.join('\n'));
for (const bad of ['(+ 1 2', ')', '(1 2)']) {
  try { console.log(show(evaluate(parse(tokenize(bad))))); } catch (e) { console.log(e.constructor.name, e.message); }
}
console.log(globalEnv.size, globalEnv instanceof Map, [...globalEnv.keys()].slice(0, 3));
