// features: class_extends, error_classes, regex, switch, closures, map, object_static, try_catch
// A tiny BASIC interpreter: numbered lines, LET, PRINT, IF..THEN, GOTO, GOSUB/RETURN, FOR/NEXT, END
class BasicError extends Error {
  constructor(line, message) {
    super(`line ${line}: ${message}`);
    this.name = 'BasicError';
    this.line = line;
  }
}

function tokenize(expr) {
  const re = /\s*(\d+\.?\d*|[A-Z]\w*|"[^"]*"|<>|<=|>=|[-+*\/()<>=,;])/gy;
  const out = [];
  let m;
  while ((m = re.exec(expr)) !== null) {
    out.push(m[1]);
    if (re.lastIndex === expr.length) break;
  }
  return out;
}

class Interpreter {
  constructor(source) {
    this.lines = new Map();
    for (const raw of source.trim().split('\n')) {
      const m = raw.trim().match(/^(\d+)\s+(.*)$/);
      if (!m) throw new SyntaxError(`bad line: ${raw}`);
      this.lines.set(Number(m[1]), m[2]);
    }
    this.order = [...this.lines.keys()].sort((a, b) => a - b);
    this.vars = Object.create(null);
    this.output = [];
    this.gosubStack = [];
    this.forStack = [];
  }

  evalExpr(tokens, lineNo) {
    let pos = 0;
    const peek = () => tokens[pos];
    const next = () => tokens[pos++];
    const primary = () => {
      const t = next();
      if (t === undefined) throw new BasicError(lineNo, 'unexpected end');
      if (t === '(') { const v = compare(); next(); return v; }
      if (t === '-') return -primary();
      if (/^\d/.test(t)) return parseFloat(t);
      if (t.startsWith('"')) return t.slice(1, -1);
      if (t === 'ABS') { next(); const v = compare(); next(); return Math.abs(v); }
      if (t === 'INT') { next(); const v = compare(); next(); return Math.floor(v); }
      if (!(t in this.vars)) throw new BasicError(lineNo, `undefined variable ${t}`);
      return this.vars[t];
    };
    const term = () => {
      let v = primary();
      while (peek() === '*' || peek() === '/') {
        const op = next(), r = primary();
        if (op === '/' && r === 0) throw new BasicError(lineNo, 'division by zero');
        v = op === '*' ? v * r : v / r;
      }
      return v;
    };
    const sum = () => {
      let v = term();
      while (peek() === '+' || peek() === '-') {
        const op = next(), r = term();
        v = op === '+' ? v + r : v - r;
      }
      return v;
    };
    const compare = () => {
      const l = sum();
      const ops = { '=': (a, b) => a === b, '<>': (a, b) => a !== b, '<': (a, b) => a < b,
        '>': (a, b) => a > b, '<=': (a, b) => a <= b, '>=': (a, b) => a >= b };
      if (peek() in ops) { const op = next(); return ops[op](l, sum()) ? 1 : 0; }
      return l;
    };
    return compare();
  }

  run(maxSteps = 10000) {
    let idx = 0, steps = 0;
    const jump = (target, lineNo) => {
      const i = this.order.indexOf(target);
      if (i < 0) throw new BasicError(lineNo, `no such line ${target}`);
      idx = i;
    };
    while (idx < this.order.length) {
      if (++steps > maxSteps) throw new RangeError('step limit exceeded');
      const lineNo = this.order[idx];
      const stmt = this.lines.get(lineNo);
      const [kw, ...rest] = stmt.split(' ');
      const body = rest.join(' ');
      idx++;
      switch (kw) {
        case 'REM': break;
        case 'LET': {
          const [name, expr] = body.split('=').map(s => s.trim());
          this.vars[name] = this.evalExpr(tokenize(expr), lineNo);
          break;
        }
        case 'PRINT': {
          const parts = body.split(';').map(p => this.evalExpr(tokenize(p.trim()), lineNo));
          this.output.push(parts.map(v => typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(3) : String(v)).join(' '));
          break;
        }
        case 'IF': {
          const [cond, target] = body.split(' THEN ');
          if (this.evalExpr(tokenize(cond), lineNo)) jump(Number(target), lineNo);
          break;
        }
        case 'GOTO': jump(Number(body), lineNo); break;
        case 'GOSUB': this.gosubStack.push(idx); jump(Number(body), lineNo); break;
        case 'RETURN':
          if (!this.gosubStack.length) throw new BasicError(lineNo, 'RETURN without GOSUB');
          idx = this.gosubStack.pop();
          break;
        case 'FOR': {
          const m = body.match(/^(\w+)\s*=\s*(.+)\s+TO\s+(.+)$/);
          this.vars[m[1]] = this.evalExpr(tokenize(m[2]), lineNo);
          this.forStack.push({ name: m[1], limit: this.evalExpr(tokenize(m[3]), lineNo), start: idx });
          break;
        }
        case 'NEXT': {
          const top = this.forStack[this.forStack.length - 1];
          if (!top || top.name !== body.trim()) throw new BasicError(lineNo, `NEXT without FOR ${body}`);
          this.vars[top.name] += 1;
          if (this.vars[top.name] <= top.limit) idx = top.start; else this.forStack.pop();
          break;
        }
        case 'END': return this.output;
        default: throw new BasicError(lineNo, `unknown statement ${kw}`);
      }
    }
    return this.output;
  }
}

const programs = {
  squares: `10 FOR I = 1 TO 5\n20 PRINT I; I * I\n30 NEXT I\n40 END`,
  fib: `10 LET A = 0\n20 LET B = 1\n30 LET N = 0\n40 PRINT A\n50 LET C = A + B\n60 LET A = B\n70 LET B = C\n80 LET N = N + 1\n90 IF N < 10 THEN 40\n100 END`,
  sub: `10 LET X = 7\n20 GOSUB 100\n30 LET X = 2.5\n40 GOSUB 100\n50 END\n100 PRINT "half of"; X; "is"; X / 2\n110 RETURN`,
  broken: `10 LET A = 4\n20 PRINT A / (A - 4)`,
  missing: `10 PRINT Q + 1`,
  badjump: `10 GOTO 55`,
  loop: `10 GOTO 10`,
};

for (const [name, src] of Object.entries(programs)) {
  console.log(`== ${name}`);
  try {
    const out = new Interpreter(src).run();
    out.forEach((l, i) => console.log(`${String(i + 1).padStart(2, '0')}| ${l}`));
  } catch (e) {
    console.log(`${e.name}: ${e.message}${e instanceof BasicError ? ` (at ${e.line})` : ''}`);
  }
}
