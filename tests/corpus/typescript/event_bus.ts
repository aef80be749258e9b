// features: generic_class, mapped_type, keyof_type, arrow_function, private_field, generator_function, non_null_assertion, as_expression, try_statement
type Handler<T> = (payload: T) => void;
interface Events { login: { user: string }; logout: { user: string; reason: string }; tick: number }

class EventBus<E> {
  private handlers: { [K in keyof E]?: Handler<E[K]>[] } = {};
  on<K extends keyof E>(ev: K, h: Handler<E[K]>): () => void {
    (this.handlers[ev] ??= []).push(h);
    return () => { this.handlers[ev] = this.handlers[ev]!.filter(x => x !== h); };
  }
  emit<K extends keyof E>(ev: K, payload: E[K]): number {
    const hs = this.handlers[ev] ?? [];
    hs.forEach(h => h(payload));
    return hs.length;
  }
}
const bus = new EventBus<Events>();
const log: string[] = [];
const off = bus.on("login", ({ user }) => log.push(`hello ${user}`));
bus.on("logout", p => log.push(`bye ${p.user} (${p.reason})`));
bus.on("tick", n => { if (n % 2 === 0) log.push(`tick ${n}`); });
console.log(bus.emit("login", { user: "kim" }));
off();
console.log(bus.emit("login", { user: "lee" }));
bus.emit("logout", { user: "kim", reason: "timeout" });
for (let i = 0; i < 5; i++) bus.emit("tick", i);
console.log(log);
class Stack<T> implements Iterable<T> {
  #items: T[] = [];
  push(...xs: T[]) { this.#items.push(...xs); return this; }
  pop(): T | undefined { return this.#items.pop(); }
  peek = (): T | undefined => this.#items[this.#items.length - 1];
  *[Symbol.iterator](): Iterator<T> { for (let i = this.#items.length - 1; i >= 0; i--) yield this.#items[i]; }
}
const st = new Stack<string>().push("a", "b", "c");
console.log([...st], st.pop(), st.peek(), Array.from(st));
function assertNever(x: never): never { throw new Error("Unexpected: " + x); }
try { assertNever("oops" as never); } catch (e) { console.log((e as Error).message); }
