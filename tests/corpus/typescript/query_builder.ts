// features: mapped_type, keyof_type, generic_class, union_type, literal_type, regex, switch_statement, spread_element
// Fluent, type-safe SQL-ish query builder over in-memory rows
interface User { id: number; name: string; age: number; city: string; active: boolean }
type Op = "=" | "!=" | "<" | ">" | "<=" | ">=" | "like";
type Where<T> = { [K in keyof T]: { field: K; op: Op; value: T[K] } }[keyof T];

class Query<T extends object, S extends keyof T = keyof T> {
  private filters: Where<T>[] = [];
  private order: Array<[keyof T, "asc" | "desc"]> = [];
  private cap = Infinity;
  private cols: S[] | null = null;

  constructor(private readonly rows: readonly T[]) {}

  where<K extends keyof T>(field: K, op: Op, value: T[K]): this {
    this.filters.push({ field, op, value } as Where<T>);
    return this;
  }
  orderBy(field: keyof T, dir: "asc" | "desc" = "asc"): this {
    this.order.push([field, dir]);
    return this;
  }
  limit(n: number): this { this.cap = n; return this; }
  select<K extends keyof T>(...cols: K[]): Query<T, K> {
    const q = this as unknown as Query<T, K>;
    q.cols = cols;
    return q;
  }
  toSQL(table: string): string {
    const cols = this.cols ? this.cols.map(String).join(", ") : "*";
    let sql = `SELECT ${cols} FROM ${table}`;
    if (this.filters.length) sql += " WHERE " + this.filters.map(f => `${String(f.field)} ${f.op.toUpperCase()} ${JSON.stringify(f.value)}`).join(" AND ");
    if (this.order.length) sql += " ORDER BY " + this.order.map(([f, d]) => `${String(f)} ${d.toUpperCase()}`).join(", ");
    if (this.cap !== Infinity) sql += ` LIMIT ${this.cap}`;
    return sql;
  }
  private test(row: T, f: Where<T>): boolean {
    const v = row[f.field] as unknown;
    const w = f.value as unknown;
    switch (f.op) {
      case "=": return v === w;
      case "!=": return v !== w;
      case "<": return (v as number) < (w as number);
      case ">": return (v as number) > (w as number);
      case "<=": return (v as number) <= (w as number);
      case ">=": return (v as number) >= (w as number);
      case "like": {
        const re = new RegExp("^" + String(w).replace(/%/g, ".*").replace(/_/g, ".") + "$", "i");
        return re.test(String(v));
      }
    }
  }
  run(): Pick<T, S>[] {
    let out = this.rows.filter(r => this.filters.every(f => this.test(r, f)));
    if (this.order.length) {
      out = [...out].sort((a, b) => {
        for (const [f, d] of this.order) {
          if (a[f] < b[f]) return d === "asc" ? -1 : 1;
          if (a[f] > b[f]) return d === "asc" ? 1 : -1;
        }
        return 0;
      });
    }
    return out.slice(0, this.cap).map(r => {
      if (!this.cols) return r as Pick<T, S>;
      const picked = {} as Pick<T, S>;
      for (const c of this.cols) picked[c] = r[c];
      return picked;
    });
  }
}

const users: User[] = [
  { id: 1, name: "Ana", age: 34, city: "Lisbon", active: true },
  { id: 2, name: "Ben", age: 27, city: "Berlin", active: false },
  { id: 3, name: "Chloe", age: 41, city: "Lisbon", active: true },
  { id: 4, name: "Dev", age: 19, city: "Pune", active: true },
  { id: 5, name: "Elif", age: 27, city: "Istanbul", active: true },
  { id: 6, name: "Bea", age: 52, city: "Berlin", active: true },
];

const q1 = new Query(users).where("active", "=", true).where("age", ">=", 25).orderBy("age", "desc").select("name", "age");
console.log(q1.toSQL("users"));
console.log(q1.run());
const q2 = new Query(users).where("name", "like", "b%").orderBy("city").orderBy("name", "desc");
console.log(q2.toSQL("users"));
for (const u of q2.run()) console.log(`${u.id}\t${u.name}\t${u.city}`);
const q3 = new Query(users).orderBy("age").orderBy("id", "desc").limit(3).select("id");
console.log(q3.toSQL("people"), "=>", q3.run().map(r => r.id));
const cities = users.reduce<Record<string, number>>((acc, u) => ({ ...acc, [u.city]: (acc[u.city] ?? 0) + 1 }), {});
console.log(cities);
