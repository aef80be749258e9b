// features: interface_declaration, generic_class, generic_function, keyof_type, parameter_property, readonly_modifier, getter_setter, mapped_type, tuple_type, map_object
interface Entity { id: number }
interface User extends Entity { name: string; email: string; age?: number }
interface Product extends Entity { title: string; price: number }

class Repository<T extends Entity> {
  private items = new Map<number, T>();
  constructor(private readonly label: string) {}
  add(item: T): this { this.items.set(item.id, item); return this; }
  get(id: number): T | undefined { return this.items.get(id); }
  find(pred: (t: T) => boolean): T[] { return [...this.items.values()].filter(pred); }
  update<K extends keyof T>(id: number, key: K, value: T[K]): boolean {
    const it = this.items.get(id);
    if (!it) return false;
    it[key] = value;
    return true;
  }
  get count(): number { return this.items.size; }
  toString(): string { return `${this.label}(${this.count})`; }
}
const users = new Repository<User>("users")
  .add({ id: 1, name: "Ada", email: "ada@x.io", age: 36 })
  .add({ id: 2, name: "Linus", email: "linus@x.io" })
  .add({ id: 3, name: "Grace", email: "grace@x.io", age: 85 });
const products = new Repository<Product>("products").add({ id: 10, title: "Pen", price: 1.5 });
console.log(String(users), `${products}`);
console.log(users.find(u => (u.age ?? 0) > 40).map(u => u.name));
console.log(users.update(2, "age", 54), users.update(9, "age", 1), users.get(2));
function pluck<T, K extends keyof T>(xs: T[], k: K): T[K][] { return xs.map(x => x[k]); }
console.log(pluck(users.find(() => true), "email"));
function pair<A, B>(a: A, b: B): [A, B] { return [a, b]; }
const [n, s] = pair(1, "one");
console.log(n + 1, s.toUpperCase());
type Partialize<T> = { [K in keyof T]?: T[K] };
const patch: Partialize<User> = { name: "Ada L." };
console.log({ ...users.get(1), ...patch });
function first<T>(xs: readonly T[]): T | undefined { return xs[0]; }
console.log(first([]), first(["z"]), first<number>([4, 5]));
