// features: class_declaration, while_loop, array_methods, object_literal, math
class PriorityQueue {
  constructor(compare) {
    this.heap = [];
    this.compare = compare;
  }
  push(x) {
    const h = this.heap;
    h.push(x);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.compare(h[i], h[p]) >= 0) break;
      [h[i], h[p]] = [h[p], h[i]];
      i = p;
    }
  }
  pop() {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < h.length && this.compare(h[l], h[m]) < 0) m = l;
        if (r < h.length && this.compare(h[r], h[m]) < 0) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
    return top;
  }
  get size() {
    return this.heap.length;
  }
}

const pq = new PriorityQueue((a, b) => a.priority - b.priority || a.id - b.id);
const tasks = ["write", "test", "deploy", "review", "plan", "fix"];
tasks.forEach((name, id) => pq.push({ id, name, priority: (id * 7) % 4 }));
const order = [];
while (pq.size) order.push(pq.pop().name);
console.log(order.join(" > "));

function dijkstra(graph, start) {
  const dist = {};
  for (const k of Object.keys(graph)) dist[k] = Infinity;
  dist[start] = 0;
  const q = new PriorityQueue((a, b) => a[1] - b[1]);
  q.push([start, 0]);
  while (q.size) {
    const [u, d] = q.pop();
    if (d > dist[u]) continue;
    for (const [v, w] of graph[u]) {
      if (d + w < dist[v]) {
        dist[v] = d + w;
        q.push([v, dist[v]]);
      }
    }
  }
  return dist;
}
const g = { A: [["B", 4], ["C", 1]], B: [["D", 1]], C: [["B", 2], ["D", 5]], D: [], E: [] };
console.log(dijkstra(g, "A"));
