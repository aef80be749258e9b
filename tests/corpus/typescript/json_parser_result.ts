// features: generic_type, union_type, literal_type, parameter_property, regex, generic_function, as_expression, index_signature, for_statement
type Ok<T> = { ok: true; value: T };
type Err = { ok: false; error: string; at: number };
type Result<T> = Ok<T> | Err;
const ok = <T,>(value: T): Ok<T> => ({ ok: true, value });
const err = (error: string, at: number): Err => ({ ok: false, error, at });
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
class JsonParser {
  private i = 0;
  constructor(private readonly src: string) {}
  parse(): Result<Json> {
    const r = this.value();
    if (!r.ok) return r;
    this.ws();
    return this.i === this.src.length ? r : err("trailing data", this.i);
  }
  private ws() { while (/\s/.test(this.src[this.i] ?? "")) this.i++; }
  private value(): Result<Json> {
    this.ws();
    const c = this.src[this.i];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') return this.string();
    if (c === "t" && this.src.startsWith("true", this.i)) { this.i += 4; return ok(true); }
    if (c === "f" && this.src.startsWith("false", this.i)) { this.i += 5; return ok(false); }
    if (c === "n" && this.src.startsWith("null", this.i)) { this.i += 4; return ok(null); }
    const m = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(this.src.slice(this.i));
    if (m) { this.i += m[0].length; return ok(Number(m[0])); }
    return err(`unexpected ${c === undefined ? "end" : JSON.stringify(c)}`, this.i);
  }
  private string(): Result<Json> {
    let out = "";
    this.i++;
    while (this.i < this.src.length && this.src[this.i] !== '"') {
      if (this.src[this.i] === "\\") { this.i++; out += ({ n: "\n", t: "\t" } as Record<string, string>)[this.src[this.i]] ?? this.src[this.i]; }
      else out += this.src[this.i];
      this.i++;
    }
    if (this.src[this.i] !== '"') return err("unterminated string", this.i);
    this.i++;
    return ok(out);
  }
  private array(): Result<Json> {
    const items: Json[] = [];
    this.i++; this.ws();
    if (this.src[this.i] === "]") { this.i++; return ok(items); }
    for (;;) {
      const v = this.value(); if (!v.ok) return v;
      items.push(v.value); this.ws();
      if (this.src[this.i] === ",") { this.i++; continue; }
      if (this.src[this.i] === "]") { this.i++; return ok(items); }
      return err("expected , or ]", this.i);
    }
  }
  private object(): Result<Json> {
    const obj: { [k: string]: Json } = {};
    this.i++; this.ws();
    if (this.src[this.i] === "}") { this.i++; return ok(obj); }
    for (;;) {
      this.ws();
      const k = this.string(); if (!k.ok) return k;
      this.ws();
      if (this.src[this.i] !== ":") return err("expected :", this.i);
      this.i++;
      const v = this.value(); if (!v.ok) return v;
      obj[k.value as string] = v.value; this.ws();
      if (this.src[this.i] === ",") { this.i++; continue; }
      if (this.src[this.i] === "}") { this.i++; return ok(obj); }
      return err("expected , or }", this.i);
    }
  }
}
const inputs = ['{"a": [1, 2.5, -3e2], "b": {"c": null, "d": "x\\ty"}, "e": true}', "[1, 2,", '{"k" 1}', "[]", '"caf\u00e9"', "42 43", "{}"];
for (const s of inputs) {
  const r = new JsonParser(s).parse();
  console.log(r.ok ? JSON.stringify(r.value) : `error: ${r.error} at ${r.at}`);
}
const deep = new JsonParser('{"users":[{"name":"a","age":30},{"name":"b","age":25}]}').parse();
if (deep.ok) console.log(deep.value);
