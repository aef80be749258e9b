// features: abstract_class, abstract_method, inheritance, super_call, method_override, parameter_property, readonly_modifier, access_modifier, union_type, literal_type, as_expression, regex, try_statement, throw_statement, error_object, map_object, while_statement, nullish_coalescing
abstract class Expr {
  abstract eval(env: Map<string, number>): number;
  abstract toString(): string;
}

class Num extends Expr {
  constructor(public readonly value: number) { super(); }
  eval(): number { return this.value; }
  toString(): string { return String(this.value); }
}

class Var extends Expr {
  constructor(public readonly name: string) { super(); }
  eval(env: Map<string, number>): number {
    const v = env.get(this.name);
    if (v === undefined) throw new Error(`unbound variable ${this.name}`);
    return v;
  }
  toString(): string { return this.name; }
}

type Op = "+" | "-" | "*" | "/";

class Bin extends Expr {
  constructor(private op: Op, private left: Expr, private right: Expr) { super(); }
  eval(env: Map<string, number>): number {
    const a = this.left.eval(env);
    const b = this.right.eval(env);
    switch (this.op) {
      case "+": return a + b;
      case "-": return a - b;
      case "*": return a * b;
      case "/":
        if (b === 0) throw new Error("division by zero");
        return a / b;
    }
  }
  toString(): string { return `(${this.left} ${this.op} ${this.right})`; }
}

class Parser {
  private pos = 0;
  private tokens: string[];
  constructor(src: string) {
    this.tokens = src.match(/\d+(\.\d+)?|[a-z]+|[-+*/()]/g) ?? [];
  }
  parse(): Expr {
    const e = this.expr();
    if (this.pos < this.tokens.length) throw new Error(`unexpected ${this.tokens[this.pos]}`);
    return e;
  }
  private peek(): string | undefined { return this.tokens[this.pos]; }
  private expr(): Expr {
    let left = this.term();
    while (this.peek() === "+" || this.peek() === "-") {
      const op = this.tokens[this.pos++] as Op;
      left = new Bin(op, left, this.term());
    }
    return left;
  }
  private term(): Expr {
    let left = this.factor();
    while (this.peek() === "*" || this.peek() === "/") {
      const op = this.tokens[this.pos++] as Op;
      left = new Bin(op, left, this.factor());
    }
    return left;
  }
  private factor(): Expr {
    const t = this.tokens[this.pos++];
    if (t === undefined) throw new Error("unexpected end");
    if (t === "(") {
      const e = this.expr();
      if (this.tokens[this.pos++] !== ")") throw new Error("expected )");
      return e;
    }
    if (/^\d/.test(t)) return new Num(parseFloat(t));
    if (/^[a-z]/.test(t)) return new Var(t);
    throw new Error(`unexpected ${t}`);
  }
}

const env = new Map<string, number>([["x", 3], ["y", 4]]);
const sources = ["1 + 2 * 3", "(1 + 2) * 3", "x * x + y * y", "10 / (y - 4)", "2 * z", "7 / 2 - 0.5", "(3 + ", "8 - 3 - 2"];
for (const src of sources) {
  try {
    const e = new Parser(src).parse();
    console.log(`${e} = ${e.eval(env)}`);
  } catch (err) {
    console.log(`${src} -> error: ${(err as Error).message}`);
  }
}
