// features: class_declaration, generic_class, interface_declaration, enum_declaration, while_statement, array_methods
enum Priority { Low, Normal, High }

interface Task {
  id: number;
  name: string;
  priority: Priority;
  cost: number;
}

class PriorityQueue<T> {
  private data: T[] = [];
  constructor(private readonly before: (a: T, b: T) => boolean) {}
  push(x: T): void {
    this.data.push(x);
    let i = this.data.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(this.data[i], this.data[p])) break;
      [this.data[i], this.data[p]] = [this.data[p], this.data[i]];
      i = p;
    }
  }
  pop(): T | undefined {
    if (this.data.length === 0) return undefined;
    const top = this.data[0];
    const last = this.data.pop()!;
    if (this.data.length > 0) {
      this.data[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < this.data.length && this.before(this.data[l], this.data[m])) m = l;
        if (r < this.data.length && this.before(this.data[r], this.data[m])) m = r;
        if (m === i) break;
        [this.data[i], this.data[m]] = [this.data[m], this.data[i]];
        i = m;
      }
    }
    return top;
  }
  get length(): number { return this.data.length; }
}

const q = new PriorityQueue<Task>((a, b) => a.priority > b.priority || (a.priority === b.priority && a.id < b.id));
const names = ["build", "test", "lint", "deploy", "docs", "bench", "review"];
names.forEach((name, i) => q.push({ id: i, name, priority: (i * 7) % 3, cost: name.length }));
let clock = 0;
while (q.length > 0) {
  const t = q.pop()!;
  clock += t.cost;
  console.log(`t=${clock} ${t.name} (${Priority[t.priority]})`);
}
const nums = new PriorityQueue<number>((a, b) => a < b);
for (const n of [5, 1, 9, 3, 7, 2, 8]) nums.push(n);
const out: number[] = [];
while (nums.length) out.push(nums.pop()!);
console.log(out.join(" "));
