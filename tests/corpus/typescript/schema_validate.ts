// features: abstract_class, generic_class, conditional_type, mapped_type, regex, type_guard
// A small runtime schema validator with type inference (zod-like), used on parsed JSON.
type Issue = { path: string; message: string };
type Result<T> = { success: true; data: T } | { success: false; issues: Issue[] };

abstract class Schema<T> {
  abstract check(value: unknown, path: string, issues: Issue[]): T | undefined;
  parse(value: unknown): Result<T> {
    const issues: Issue[] = [];
    const data = this.check(value, "$", issues);
    return issues.length ? { success: false, issues } : { success: true, data: data as T };
  }
  optional(): Schema<T | undefined> {
    const inner = this;
    return new (class extends Schema<T | undefined> {
      check(v: unknown, p: string, i: Issue[]) { return v === undefined ? undefined : inner.check(v, p, i); }
    })();
  }
}
type Infer<S> = S extends Schema<infer T> ? T : never;

class StringSchema extends Schema<string> {
  private rules: [(s: string) => boolean, string][] = [];
  min(n: number) { this.rules.push([(s) => s.length >= n, `must have at least ${n} characters`]); return this; }
  pattern(re: RegExp, what: string) { this.rules.push([(s) => re.test(s), `must be ${what}`]); return this; }
  check(v: unknown, path: string, issues: Issue[]) {
    if (typeof v !== "string") { issues.push({ path, message: `expected string, got ${v === null ? "null" : typeof v}` }); return; }
    for (const [ok, msg] of this.rules) if (!ok(v)) issues.push({ path, message: msg });
    return v;
  }
}
class NumberSchema extends Schema<number> {
  constructor(private lo = -Infinity, private hi = Infinity, private integer = false) { super(); }
  int() { return new NumberSchema(this.lo, this.hi, true); }
  between(lo: number, hi: number) { return new NumberSchema(lo, hi, this.integer); }
  check(v: unknown, path: string, issues: Issue[]) {
    if (typeof v !== "number" || Number.isNaN(v)) { issues.push({ path, message: "expected number" }); return; }
    if (this.integer && !Number.isInteger(v)) issues.push({ path, message: "expected integer" });
    if (v < this.lo || v > this.hi) issues.push({ path, message: `must be between ${this.lo} and ${this.hi}` });
    return v;
  }
}
class ArraySchema<T> extends Schema<T[]> {
  constructor(private item: Schema<T>) { super(); }
  check(v: unknown, path: string, issues: Issue[]) {
    if (!Array.isArray(v)) { issues.push({ path, message: "expected array" }); return; }
    return v.map((x, i) => this.item.check(x, `${path}[${i}]`, issues) as T);
  }
}
class ObjectSchema<S extends Record<string, Schema<any>>> extends Schema<{ [K in keyof S]: Infer<S[K]> }> {
  constructor(private shape: S) { super(); }
  check(v: unknown, path: string, issues: Issue[]) {
    if (typeof v !== "object" || v === null || Array.isArray(v)) { issues.push({ path, message: "expected object" }); return; }
    const out: Record<string, unknown> = {};
    const rec = v as Record<string, unknown>;
    for (const key of Object.keys(this.shape)) out[key] = this.shape[key].check(rec[key], `${path}.${key}`, issues);
    for (const extra of Object.keys(rec).filter((k) => !(k in this.shape))) issues.push({ path: `${path}.${extra}`, message: "unknown key" });
    return out as { [K in keyof S]: Infer<S[K]> };
  }
}
const z = {
  string: () => new StringSchema(),
  number: () => new NumberSchema(),
  array: <T>(s: Schema<T>) => new ArraySchema(s),
  object: <S extends Record<string, Schema<any>>>(s: S) => new ObjectSchema(s),
};

const User = z.object({
  name: z.string().min(2),
  email: z.string().pattern(/^[^@\s]+@[^@\s]+\.\w+$/, "an email"),
  age: z.number().int().between(0, 150),
  tags: z.array(z.string()).optional(),
  address: z.object({ city: z.string(), zip: z.string().pattern(/^\d{5}$/, "5 digits") }).optional(),
});
type User = Infer<typeof User>;

const inputs = [
  '{"name":"Ada","email":"ada@example.com","age":36,"tags":["math","code"]}',
  '{"name":"B","email":"nope","age":36.5,"extra":true}',
  '{"name":"Cy","email":"cy@x.io","age":-3,"address":{"city":"Oslo","zip":"12a45"}}',
  '[1,2,3]',
  '{"name":null,"email":"d@d.dd","age":"40","tags":[1,"ok",null]}',
];
for (const text of inputs) {
  const r = User.parse(JSON.parse(text));
  if (r.success) {
    const u: User = r.data;
    console.log(`ok ${u.name} <${u.email}> ${u.age} tags=${u.tags?.join("|") ?? "none"}`);
  } else {
    console.log(`invalid (${r.issues.length}):`);
    for (const i of r.issues) console.log(`  ${i.path}: ${i.message}`);
  }
}
