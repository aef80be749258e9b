// features: class_declaration, generators, regex, optional_chaining, error_classes, try_catch, rest_spread, math, template_string
class Lexer {
  constructor(src) { this.src = src; this.pos = 0; }
  *tokens() {
    const re = /\s*(?:(\d+\.?\d*)|([A-Za-z_]\w*)|(\*\*|[-+*/%^(),=]))/y;
    while (this.pos < this.src.length) {
      re.lastIndex = this.pos;
      const m = re.exec(this.src);
      if (!m) throw new SyntaxError(`Unexpected '${this.src[this.pos]}' at ${this.pos}`);
      this.pos = re.lastIndex;
      if (m[1]) yield { type: "num", value: parseFloat(m[1]) };
      else if (m[2]) yield { type: "id", value: m[2] };
      else if (m[3]) yield { type: "op", value: m[3] };
    }
  }
}
class Parser {
  constructor(tokens, env) { this.t = [...tokens]; this.i = 0; this.env = env; }
  peek() { return this.t[this.i]; }
  next() { return this.t[this.i++]; }
  expr() {
    let v = this.term();
    while (this.peek() && "+-".includes(this.peek().value)) {
      const op = this.next().value;
      v = op === "+" ? v + this.term() : v - this.term();
    }
    return v;
  }
  term() {
    let v = this.power();
    while (this.peek() && ["*", "/", "%"].includes(this.peek().value)) {
      const op = this.next().value, r = this.power();
      v = op === "*" ? v * r : op === "/" ? v / r : v % r;
    }
    return v;
  }
  power() {
    const b = this.unary();
    if (this.peek()?.value === "**" || this.peek()?.value === "^") { this.next(); return b ** this.power(); }
    return b;
  }
  unary() {
    if (this.peek()?.value === "-") { this.next(); return -this.unary(); }
    return this.primary();
  }
  primary() {
    const tok = this.next();
    if (!tok) throw new SyntaxError("Unexpected end");
    if (tok.type === "num") return tok.value;
    if (tok.type === "id") {
      if (this.peek()?.value === "(") {
        this.next();
        const args = [];
        if (this.peek()?.value !== ")") { do { args.push(this.expr()); } while (this.peek()?.value === "," && this.next()); }
        this.next();
        const fn = Math[tok.value];
        if (typeof fn !== "function") throw new ReferenceError(`Unknown function ${tok.value}`);
        return fn(...args);
      }
      if (!(tok.value in this.env)) throw new ReferenceError(`${tok.value} is not defined`);
      return this.env[tok.value];
    }
    if (tok.value === "(") { const v = this.expr(); this.next(); return v; }
    throw new SyntaxError(`Unexpected token ${tok.value}`);
  }
}
const env = { pi: Math.PI, x: 3 };
const lines = ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-x ^ 2", "max(1, x, 7) / 2", "sqrt(16) + pi", "10 % 4 - y", "3 $ 4", "hypot(3,4)", "1/0", "0/0"];
for (const l of lines) {
  try {
    const v = new Parser(new Lexer(l).tokens(), env).expr();
    console.log(`${l.padEnd(18)} => ${Number.isInteger(v) ? v : v.toFixed(4)}`);
  } catch (e) {
    console.log(`${l.padEnd(18)} !! ${e.name}: ${e.message}`);
  }
}
