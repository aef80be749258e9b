// features: generic_class, rest_parameter, interface_declaration, literal_type, non_null_assertion, map_object, set_object, array_destructuring, optional_chain
class Heap<T> {
  private items: T[] = [];
  constructor(private readonly before: (a: T, b: T) => boolean) {}
  get size(): number { return this.items.length; }
  push(...xs: T[]): void {
    for (const x of xs) {
      this.items.push(x);
      let i = this.items.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.before(this.items[i], this.items[p])) break;
        [this.items[i], this.items[p]] = [this.items[p], this.items[i]];
        i = p;
      }
    }
  }
  pop(): T | undefined {
    if (this.items.length === 0) return undefined;
    const top = this.items[0];
    const last = this.items.pop()!;
    if (this.items.length > 0) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < this.items.length && this.before(this.items[l], this.items[m])) m = l;
        if (r < this.items.length && this.before(this.items[r], this.items[m])) m = r;
        if (m === i) break;
        [this.items[i], this.items[m]] = [this.items[m], this.items[i]];
        i = m;
      }
    }
    return top;
  }
  peek(): T | undefined { return this.items[0]; }
}

interface Task { id: number; title: string; priority: 1 | 2 | 3; estimate: number; deps?: readonly number[] }

const tasks: readonly Task[] = [
  { id: 1, title: "design schema", priority: 1, estimate: 3 },
  { id: 2, title: "write migrations", priority: 2, estimate: 2, deps: [1] },
  { id: 3, title: "api endpoints", priority: 1, estimate: 5, deps: [1] },
  { id: 4, title: "ui mockups", priority: 3, estimate: 2 },
  { id: 5, title: "integration tests", priority: 2, estimate: 4, deps: [2, 3] },
  { id: 6, title: "docs", priority: 3, estimate: 1, deps: [3] },
];

function schedule(list: readonly Task[], workers: number): void {
  const remaining = new Map(list.map(t => [t.id, new Set(t.deps ?? [])] as const));
  const ready = new Heap<Task>((a, b) => (a.priority - b.priority || b.estimate - a.estimate || a.id - b.id) < 0);
  const running = new Heap<{ end: number; task: Task }>((a, b) => (a.end - b.end || a.task.id - b.task.id) < 0);
  ready.push(...list.filter(t => !t.deps?.length));
  let clock = 0;
  const log: string[] = [];
  while (ready.size || running.size) {
    while (ready.size && running.size < workers) {
      const t = ready.pop()!;
      running.push({ end: clock + t.estimate, task: t });
      log.push(`t=${clock} start #${t.id} ${t.title}`);
    }
    const done = running.pop()!;
    clock = done.end;
    log.push(`t=${clock} done  #${done.task.id}`);
    for (const [id, deps] of remaining) {
      if (deps.delete(done.task.id) && deps.size === 0) ready.push(list.find(t => t.id === id)!);
    }
  }
  console.log(log.join("\n"));
  console.log(`workers=${workers} makespan=${clock}`);
}

schedule(tasks, 2);
schedule(tasks, 1);
const h = new Heap<string>((a, b) => a.length < b.length || (a.length === b.length && a < b));
h.push("pear", "fig", "banana", "kiwi", "apple");
const out: string[] = [];
while (h.peek() !== undefined) out.push(h.pop()!);
console.log(out, h.pop());
