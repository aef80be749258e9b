// features: union_type, type_guard, recursion, map_object, error_object, regex
// A small Lisp interpreter: tokenizer, reader, environments, closures.
type Value = number | string | boolean | null | Value[] | Lambda | Builtin;
interface Lambda { kind: "lambda"; params: string[]; body: Value; env: Env }
interface Builtin { kind: "builtin"; name: string; fn: (args: Value[]) => Value }

class Sym {
  private static table = new Map<string, Sym>();
  private constructor(readonly name: string) {}
  static of(name: string): Sym {
    let s = Sym.table.get(name);
    if (!s) { s = new Sym(name); Sym.table.set(name, s); }
    return s;
  }
}

class Env {
  private vars = new Map<string, Value>();
  constructor(private outer: Env | null = null) {}
  lookup(name: string): Value {
    if (this.vars.has(name)) return this.vars.get(name)!;
    if (this.outer) return this.outer.lookup(name);
    throw new ReferenceError(`unbound symbol: ${name}`);
  }
  define(name: string, v: Value): void { this.vars.set(name, v); }
  set(name: string, v: Value): void {
    if (this.vars.has(name)) this.vars.set(name, v);
    else if (this.outer) this.outer.set(name, v);
    else throw new ReferenceError(`cannot set! ${name}`);
  }
}

const tokenize = (src: string): string[] =>
  src.replace(/;.*$/gm, "").replace(/\(/g, " ( ").replace(/\)/g, " ) ").trim().split(/\s+/).filter(Boolean);

function read(tokens: string[]): Value {
  const tok = tokens.shift();
  if (tok === undefined) throw new SyntaxError("unexpected EOF");
  if (tok === "(") {
    const list: Value[] = [];
    while (tokens[0] !== ")") {
      if (tokens.length === 0) throw new SyntaxError("missing )");
      list.push(read(tokens));
    }
    tokens.shift();
    return list;
  }
  if (tok === ")") throw new SyntaxError("unexpected )");
  const n = Number(tok);
  if (!Number.isNaN(n)) return n;
  if (tok === "#t") return true;
  if (tok === "#f") return false;
  return "'" + tok; // symbols are tagged strings
}

const isSym = (v: Value): v is string => typeof v === "string" && v.startsWith("'");
const symName = (v: string) => v.slice(1);

function evaluate(x: Value, env: Env): Value {
  for (;;) {
    if (isSym(x)) return env.lookup(symName(x));
    if (!Array.isArray(x)) return x;
    if (x.length === 0) return null;
    const [head, ...rest] = x;
    if (isSym(head)) {
      switch (symName(head)) {
        case "quote": return rest[0];
        case "if": {
          const c = evaluate(rest[0], env);
          x = c !== false && c !== null ? rest[1] : rest[2] ?? null;
          continue;
        }
        case "define":
          if (Array.isArray(rest[0])) {
            const [name, ...params] = rest[0] as string[];
            env.define(symName(name), { kind: "lambda", params: params.map(symName), body: ["'begin", ...rest.slice(1)], env });
          } else env.define(symName(rest[0] as string), evaluate(rest[1], env));
          return null;
        case "set!": env.set(symName(rest[0] as string), evaluate(rest[1], env)); return null;
        case "lambda":
          return { kind: "lambda", params: (rest[0] as string[]).map(symName), body: ["'begin", ...rest.slice(1)], env };
        case "begin":
          for (const e of rest.slice(0, -1)) evaluate(e, env);
          x = rest[rest.length - 1];
          continue;
        case "let": {
          const inner = new Env(env);
          for (const [n, e] of rest[0] as Value[][]) inner.define(symName(n as string), evaluate(e, env));
          env = inner;
          x = ["'begin", ...rest.slice(1)];
          continue;
        }
      }
    }
    const fn = evaluate(head, env);
    const args = rest.map((a) => evaluate(a, env));
    if (fn && typeof fn === "object" && !Array.isArray(fn)) {
      if (fn.kind === "builtin") return fn.fn(args);
      const callEnv = new Env(fn.env);
      fn.params.forEach((p, i) => callEnv.define(p, args[i]));
      env = callEnv;
      x = fn.body;
      continue;
    }
    throw new TypeError(`not a procedure: ${show(fn)}`);
  }
}

function show(v: Value): string {
  if (v === null) return "()";
  if (v === true) return "#t";
  if (v === false) return "#f";
  if (typeof v === "string") return isSym(v) ? symName(v) : JSON.stringify(v);
  if (Array.isArray(v)) return "(" + v.map(show).join(" ") + ")";
  if (typeof v === "object") return v.kind === "builtin" ? `#<builtin ${v.name}>` : "#<lambda>";
  return String(v);
}

const globalEnv = new Env();
const num = (f: (a: number, b: number) => Value) => (args: Value[]) => f(args[0] as number, args[1] as number);
const builtins: Record<string, (args: Value[]) => Value> = {
  "+": (a) => (a as number[]).reduce((s, n) => s + n, 0),
  "*": (a) => (a as number[]).reduce((s, n) => s * n, 1),
  "-": (a) => (a.length === 1 ? -(a[0] as number) : (a as number[]).slice(1).reduce((s, n) => s - n, a[0] as number)),
  "/": num((x, y) => x / y),
  "<": num((x, y) => x < y),
  "=": num((x, y) => x === y),
  "mod": num((x, y) => x % y),
  "list": (a) => a,
  "car": (a) => (a[0] as Value[])[0],
  "cdr": (a) => (a[0] as Value[]).slice(1),
  "cons": (a) => [a[0], ...(a[1] as Value[])],
  "null?": (a) => Array.isArray(a[0]) ? a[0].length === 0 : a[0] === null,
  "length": (a) => (a[0] as Value[]).length,
};
for (const [name, fn] of Object.entries(builtins)) globalEnv.define(name, { kind: "builtin", name, fn });
Sym.of("car");

const program = `
(define (fact n) (if (< n 2) 1 (* n (fact (- n 1)))))
(fact 10)
(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(fib 15)
(define (map f xs) (if (null? xs) (quote ()) (cons (f (car xs)) (map f (cdr xs)))))
(map (lambda (x) (* x x)) (list 1 2 3 4 5))
(define counter (let ((n 0)) (lambda () (set! n (+ n 1)) n)))
(counter) (counter) (counter)
(define (loop i acc) (if (= i 0) acc (loop (- i 1) (+ acc i))))
(loop 5000 0)
(quote (a b (c d)))
(list #t #f (/ 7 2) (mod 17 5) (- 4))
car
(undefined-thing 1)
(1 2 3)
(+ 1 (* 2 3)
`;

const tokens = tokenize(program);
while (tokens.length) {
  try {
    const result = evaluate(read(tokens), globalEnv);
    if (result !== null) console.log(show(result));
  } catch (e) {
    if (e instanceof Error) console.log(`${e.constructor.name}: ${e.message}`);
  }
}
