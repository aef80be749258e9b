// features: type_alias_declaration, union_type, literal_type, class_declaration, switch_statement, non_null_assertion, generic_type, try_statement
// Type inference (Hindley-Milner style unification) for a tiny expression language.
type Expr =
  | { kind: "num"; value: number }
  | { kind: "bool"; value: boolean }
  | { kind: "var"; name: string }
  | { kind: "lam"; param: string; body: Expr }
  | { kind: "app"; fn: Expr; arg: Expr }
  | { kind: "let"; name: string; value: Expr; body: Expr }
  | { kind: "if"; cond: Expr; then: Expr; else: Expr };

type Type =
  | { tag: "con"; name: "Int" | "Bool" }
  | { tag: "fn"; from: Type; to: Type }
  | { tag: "tvar"; id: number };

class TypeError_ extends Error {}

const Int: Type = { tag: "con", name: "Int" };
const Bool: Type = { tag: "con", name: "Bool" };
const fn = (from: Type, to: Type): Type => ({ tag: "fn", from, to });

class Inferencer {
  private next = 0;
  private subst = new Map<number, Type>();

  fresh(): Type { return { tag: "tvar", id: this.next++ }; }

  prune(t: Type): Type {
    if (t.tag === "tvar" && this.subst.has(t.id)) {
      const r = this.prune(this.subst.get(t.id)!);
      this.subst.set(t.id, r);
      return r;
    }
    return t;
  }

  occurs(id: number, t: Type): boolean {
    t = this.prune(t);
    switch (t.tag) {
      case "tvar": return t.id === id;
      case "fn": return this.occurs(id, t.from) || this.occurs(id, t.to);
      default: return false;
    }
  }

  unify(a: Type, b: Type): void {
    a = this.prune(a); b = this.prune(b);
    if (a.tag === "tvar") {
      if (b.tag === "tvar" && b.id === a.id) return;
      if (this.occurs(a.id, b)) throw new TypeError_(`infinite type t${a.id} ~ ${this.show(b)}`);
      this.subst.set(a.id, b);
    } else if (b.tag === "tvar") {
      this.unify(b, a);
    } else if (a.tag === "fn" && b.tag === "fn") {
      this.unify(a.from, b.from);
      this.unify(a.to, b.to);
    } else if (a.tag === "con" && b.tag === "con" && a.name === b.name) {
      return;
    } else {
      throw new TypeError_(`cannot unify ${this.show(a)} with ${this.show(b)}`);
    }
  }

  infer(e: Expr, env: ReadonlyMap<string, Type>): Type {
    switch (e.kind) {
      case "num": return Int;
      case "bool": return Bool;
      case "var": {
        const t = env.get(e.name);
        if (!t) throw new TypeError_(`unbound variable ${e.name}`);
        return t;
      }
      case "lam": {
        const p = this.fresh();
        const body = this.infer(e.body, new Map(env).set(e.param, p));
        return fn(p, body);
      }
      case "app": {
        const f = this.infer(e.fn, env);
        const a = this.infer(e.arg, env);
        const r = this.fresh();
        this.unify(f, fn(a, r));
        return r;
      }
      case "let": {
        const v = this.infer(e.value, env);
        return this.infer(e.body, new Map(env).set(e.name, v));
      }
      case "if": {
        this.unify(this.infer(e.cond, env), Bool);
        const t = this.infer(e.then, env);
        this.unify(t, this.infer(e.else, env));
        return t;
      }
    }
  }

  show(t: Type, names: Map<number, string> = new Map()): string {
    t = this.prune(t);
    switch (t.tag) {
      case "con": return t.name;
      case "tvar": {
        if (!names.has(t.id)) names.set(t.id, String.fromCharCode(97 + names.size));
        return names.get(t.id)!;
      }
      case "fn": {
        const from = this.prune(t.from);
        const left = this.show(from, names);
        return `${from.tag === "fn" ? `(${left})` : left} -> ${this.show(t.to, names)}`;
      }
    }
  }
}

// A little parser for a concrete syntax: \x. body, let x = e in e, if c then a else b
function parse(src: string): Expr {
  const toks = src.match(/\\|\.|\(|\)|=|[A-Za-z_][A-Za-z0-9_]*|\d+/g) ?? [];
  let i = 0;
  const peek = () => toks[i];
  const expect = (t: string) => { if (toks[i] !== t) throw new SyntaxError(`expected '${t}' at token ${i}, got '${toks[i] ?? "EOF"}'`); i++; };
  const KW = new Set(["let", "in", "if", "then", "else", "true", "false"]);
  function expr(): Expr {
    const t = peek();
    if (t === "\\") { i++; const param = toks[i++]; expect("."); return { kind: "lam", param, body: expr() }; }
    if (t === "let") { i++; const name = toks[i++]; expect("="); const value = expr(); expect("in"); return { kind: "let", name, value, body: expr() }; }
    if (t === "if") { i++; const cond = expr(); expect("then"); const th = expr(); expect("else"); return { kind: "if", cond, then: th, else: expr() }; }
    let e = atom();
    while (i < toks.length && peek() !== ")" && !(KW.has(peek()) && peek() !== "true" && peek() !== "false")) e = { kind: "app", fn: e, arg: atom() };
    return e;
  }
  function atom(): Expr {
    const t = toks[i++];
    if (t === undefined) throw new SyntaxError("unexpected end of input");
    if (t === "(") { const e = expr(); expect(")"); return e; }
    if (/^\d+$/.test(t)) return { kind: "num", value: Number(t) };
    if (t === "true" || t === "false") return { kind: "bool", value: t === "true" };
    if (t === "\\") { i--; return expr(); }
    return { kind: "var", name: t };
  }
  const e = expr();
  if (i !== toks.length) throw new SyntaxError(`trailing tokens from ${i}`);
  return e;
}

const prelude = new Map<string, Type>([
  ["add", fn(Int, fn(Int, Int))],
  ["eq", fn(Int, fn(Int, Bool))],
  ["not", fn(Bool, Bool)],
]);

const programs = [
  "42",
  "\\x. x",
  "\\f. \\x. f (f x)",
  "let inc = add 1 in inc (inc 3)",
  "\\x. if eq x 0 then true else not (eq x 1)",
  "\\f. \\g. \\x. f (g x)",
  "if 1 then 2 else 3",
  "\\x. x x",
  "let k = \\a. \\b. a in k 5",
  "add true",
  "(\\x. y) 3",
  "let x = in 3",
];
for (const src of programs) {
  try {
    const inf = new Inferencer();
    const t = inf.infer(parse(src), prelude);
    console.log(`${src.padEnd(44)} : ${inf.show(t)}`);
  } catch (e) {
    const kind = e instanceof TypeError_ ? "type error" : e instanceof SyntaxError ? "syntax error" : "error";
    console.log(`${src.padEnd(44)} ! ${kind}: ${(e as Error).message}`);
  }
}
