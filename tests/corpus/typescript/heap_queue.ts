// features: generic_class, parameter_property, readonly_modifier, getter_setter, interface_declaration, tuple_type, array_destructuring, non_null_assertion, optional_chain, bitwise_operators, for_statement, while_statement, in_operator, logical_operators, unary_expression, update_expression
class PriorityQueue<T> {
  private heap: T[] = [];
  constructor(private readonly compare: (a: T, b: T) => number) {}

  get length(): number { return this.heap.length; }

  push(value: T): void {
    this.heap.push(value);
    let i = this.heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(this.heap[i], this.heap[parent]) >= 0) break;
      [this.heap[i], this.heap[parent]] = [this.heap[parent], this.heap[i]];
      i = parent;
    }
  }

  peek(): T | undefined { return this.heap[0]; }

  pop(): T | undefined {
    if (this.heap.length === 0) return undefined;
    const top = this.heap[0];
    const last = this.heap.pop()!;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      let i = 0;
      const n = this.heap.length;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < n && this.compare(this.heap[l], this.heap[m]) < 0) m = l;
        if (r < n && this.compare(this.heap[r], this.heap[m]) < 0) m = r;
        if (m === i) break;
        [this.heap[i], this.heap[m]] = [this.heap[m], this.heap[i]];
        i = m;
      }
    }
    return top;
  }
}

const nums = new PriorityQueue<number>((a, b) => a - b);
[42, 7, 19, 3, 25, 3, 88, 1].forEach((n) => nums.push(n));
const sorted: number[] = [];
while (nums.length) sorted.push(nums.pop()!);
console.log(sorted.join(" "));

interface Task { name: string; priority: number; seq: number }
let seq = 0;
const tasks = new PriorityQueue<Task>((a, b) => b.priority - a.priority || a.seq - b.seq);
const add = (name: string, priority: number) => tasks.push({ name, priority, seq: seq++ });
add("write docs", 2);
add("fix prod bug", 9);
add("review PR", 5);
add("lunch", 5);
add("refactor", 1);
console.log("next:", tasks.peek()?.name);
let t: Task | undefined;
while ((t = tasks.pop()) !== undefined) {
  console.log(`${t.priority} ${t.name}`);
}
console.log("empty pop:", tasks.pop());

// Dijkstra on a small graph
const graph: Record<string, [string, number][]> = {
  A: [["B", 4], ["C", 1]],
  B: [["D", 1]],
  C: [["B", 2], ["D", 5]],
  D: [],
};
const dist: Record<string, number> = {};
const pq = new PriorityQueue<[number, string]>((a, b) => a[0] - b[0]);
pq.push([0, "A"]);
while (pq.length) {
  const [d, node] = pq.pop()!;
  if (node in dist) continue;
  dist[node] = d;
  for (const [next, w] of graph[node]) if (!(next in dist)) pq.push([d + w, next]);
}
console.log(Object.entries(dist).map(([k, v]) => `${k}=${v}`).join(", "));
