// features: type_alias_declaration, generic_class, generic_type, mapped_type, keyof_type, function_type, closure, nullish_coalescing, spread_element, object_destructuring, for_of_statement, access_modifier, array_methods, template_string
type EventMap = {
  connect: { host: string; port: number };
  message: { from: string; text: string };
  close: void;
};

type Listener<T> = (payload: T) => void;

class TypedBus<E extends Record<string, unknown>> {
  private listeners: { [K in keyof E]?: Listener<E[K]>[] } = {};
  private log: string[] = [];

  on<K extends keyof E>(name: K, fn: Listener<E[K]>): () => void {
    const list = this.listeners[name] ?? [];
    list.push(fn);
    this.listeners[name] = list;
    return () => {
      const arr = this.listeners[name];
      if (arr) {
        const idx = arr.indexOf(fn);
        if (idx >= 0) arr.splice(idx, 1);
      }
    };
  }

  once<K extends keyof E>(name: K, fn: Listener<E[K]>): void {
    const off = this.on(name, (p) => {
      off();
      fn(p);
    });
  }

  emit<K extends keyof E>(name: K, payload: E[K]): number {
    const list = this.listeners[name];
    this.log.push(String(name));
    if (!list) return 0;
    for (const fn of [...list]) fn(payload);
    return list.length;
  }

  history(): string {
    return this.log.join(" > ");
  }
}

const bus = new TypedBus<EventMap>();
const offMsg = bus.on("message", (m) => console.log(`[${m.from}] ${m.text}`));
bus.on("connect", ({ host, port }) => console.log(`connected to ${host}:${port}`));
bus.once("message", (m) => console.log("first message length", m.text.length));
bus.on("close", () => console.log("closed"));

bus.emit("connect", { host: "example.org", port: 8080 });
console.log("listeners hit:", bus.emit("message", { from: "ann", text: "hello" }));
console.log("listeners hit:", bus.emit("message", { from: "bob", text: "hi there" }));
offMsg();
console.log("listeners hit:", bus.emit("message", { from: "cid", text: "anyone?" }));
bus.emit("close", undefined);
console.log(bus.history());
