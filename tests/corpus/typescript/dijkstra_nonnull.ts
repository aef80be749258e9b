// features: generic_class, non_null_assertion, map_object, set_object, tuple_type, optional_chain, nullish_coalescing, array_destructuring, for_of_statement
type Edge = [string, string, number];

class Graph<N extends string = string> {
  private adj = new Map<N, { to: N; w: number }[]>();
  addEdge(a: N, b: N, w = 1): void {
    for (const [x, y] of [[a, b], [b, a]] as [N, N][]) {
      if (!this.adj.has(x)) this.adj.set(x, []);
      this.adj.get(x)!.push({ to: y, w });
    }
  }
  nodes(): N[] { return [...this.adj.keys()].sort(); }
  dijkstra(src: N): Map<N, { dist: number; prev?: N }> {
    const info = new Map<N, { dist: number; prev?: N }>();
    for (const n of this.adj.keys()) info.set(n, { dist: Infinity });
    info.get(src)!.dist = 0;
    const done = new Set<N>();
    while (done.size < this.adj.size) {
      let best: N | undefined;
      for (const [n, i] of info) if (!done.has(n) && (best === undefined || i.dist < info.get(best)!.dist)) best = n;
      if (best === undefined || info.get(best)!.dist === Infinity) break;
      done.add(best);
      for (const { to, w } of this.adj.get(best) ?? []) {
        const nd = info.get(best)!.dist + w;
        if (nd < info.get(to)!.dist) info.set(to, { dist: nd, prev: best });
      }
    }
    return info;
  }
  path(src: N, dst: N): N[] | null {
    const info = this.dijkstra(src);
    if (info.get(dst)?.dist === Infinity) return null;
    const out: N[] = [];
    for (let cur: N | undefined = dst; cur !== undefined; cur = info.get(cur)?.prev) out.unshift(cur);
    return out;
  }
  bfsOrder(start: N): N[] {
    const seen = new Set<N>([start]);
    const q: N[] = [start];
    const order: N[] = [];
    while (q.length) {
      const n = q.shift()!;
      order.push(n);
      for (const { to } of [...(this.adj.get(n) ?? [])].sort((a, b) => a.to.localeCompare(b.to))) {
        if (!seen.has(to)) { seen.add(to); q.push(to); }
      }
    }
    return order;
  }
}

const edges: Edge[] = [["A", "B", 4], ["A", "C", 2], ["B", "C", 5], ["B", "D", 10], ["C", "E", 3], ["E", "D", 4], ["D", "F", 11], ["X", "Y", 1]];
const g = new Graph();
edges.forEach(([a, b, w]) => g.addEdge(a, b, w));
console.log(g.nodes().join(","));
for (const [n, i] of g.dijkstra("A")) console.log(n, i.dist, i.prev ?? "-");
console.log(g.path("A", "F")?.join(" -> "));
console.log(g.path("A", "Y"));
console.log(g.bfsOrder("A"));
