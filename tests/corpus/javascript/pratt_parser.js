// features: generators, regex, class_declaration, default_params, optional_chaining, switch, error_classes, console_log
const PREC = { '+': 10, '-': 10, '*': 20, '/': 20, '%': 20, '^': 30 };
const RIGHT = new Set(['^']);

function* tokenize(src) {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%^(),=]))/y;
  let m;
  while (re.lastIndex < src.length && (m = re.exec(src))) {
    if (m[1]) yield { type: 'num', value: parseFloat(m[1]) };
    else if (m[2]) yield { type: 'id', value: m[2] };
    else yield { type: 'op', value: m[3] === '**' ? '^' : m[3] };
  }
  if (re.lastIndex < src.trimEnd().length) throw new SyntaxError(`Unexpected character at ${re.lastIndex}`);
}

class Parser {
  constructor(src) {
    this.tokens = [...tokenize(src)];
    this.pos = 0;
  }
  peek() { return this.tokens[this.pos]; }
  next() { return this.tokens[this.pos++]; }
  expect(v) {
    const t = this.next();
    if (!t || t.value !== v) throw new SyntaxError(`Expected '${v}' but got ${t ? `'${t.value}'` : 'end of input'}`);
  }
  parse(minPrec = 0) {
    let left = this.prefix();
    for (;;) {
      const t = this.peek();
      if (!t || t.type !== 'op' || !(t.value in PREC)) break;
      const p = PREC[t.value];
      if (p < minPrec) break;
      this.next();
      const right = this.parse(RIGHT.has(t.value) ? p : p + 1);
      left = { op: t.value, left, right };
    }
    return left;
  }
  prefix() {
    const t = this.next();
    if (!t) throw new SyntaxError('Unexpected end of input');
    if (t.type === 'num') return { num: t.value };
    if (t.type === 'id') {
      if (this.peek()?.value === '(') {
        this.next();
        const args = [];
        if (this.peek()?.value !== ')') {
          do { args.push(this.parse()); } while (this.peek()?.value === ',' && this.next());
        }
        this.expect(')');
        return { call: t.value, args };
      }
      return { name: t.value };
    }
    if (t.value === '-') return { op: 'neg', arg: this.parse(25) };
    if (t.value === '(') {
      const e = this.parse();
      this.expect(')');
      return e;
    }
    throw new SyntaxError(`Unexpected '${t.value}'`);
  }
}

const env = { pi: Math.PI, e: Math.E, x: 3 };
const fns = { max: Math.max, min: Math.min, sqrt: Math.sqrt, abs: Math.abs, hypot: Math.hypot };

function evaluate(node) {
  if ('num' in node) return node.num;
  if ('name' in node) {
    if (!(node.name in env)) throw new ReferenceError(`${node.name} is not defined`);
    return env[node.name];
  }
  if ('call' in node) return fns[node.call](...node.args.map(evaluate));
  if (node.op === 'neg') return -evaluate(node.arg);
  const a = evaluate(node.left), b = evaluate(node.right);
  switch (node.op) {
    case '+': return a + b;
    case '-': return a - b;
    case '*': return a * b;
    case '/': return a / b;
    case '%': return a % b;
    case '^': return a ** b;
  }
}

const show = n => 'num' in n ? String(n.num) : 'name' in n ? n.name : 'call' in n ? `${n.call}(${n.args.map(show).join(', ')})` : n.op === 'neg' ? `(-${show(n.arg)})` : `(${show(n.left)} ${n.op} ${show(n.right)})`;

for (const src of ['1 + 2 * 3', '2 ^ 3 ^ 2', '(1 + 2) * -x', 'max(1, x * 4, 7) / 2', 'hypot(3, 4) + sqrt(16)', '2 * pi', '10 % 4 - 1 / 0', '1 +', 'y * 2', '3 $ 4', 'max(1, 2']) {
  try {
    const ast = new Parser(src).parse();
    console.log(src.padEnd(24), show(ast).padEnd(30), evaluate(ast));
  } catch (e) {
    console.log(src.padEnd(24), `${e.constructor.name}: ${e.message}`);
  }
}
console.log(JSON.stringify(new Parser('a*(b+1)').parse()));
console.log(new Parser('f(g(1), 2) - 3').parse());
