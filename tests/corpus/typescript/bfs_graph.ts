// features: map_object, while_statement, array_methods, generic_type, class_declaration, set_object
class Graph {
  private adj = new Map<string, string[]>();

  addEdge(a: string, b: string): void {
    if (!this.adj.has(a)) this.adj.set(a, []);
    if (!this.adj.has(b)) this.adj.set(b, []);
    this.adj.get(a)!.push(b);
    this.adj.get(b)!.push(a);
  }

  bfs(start: string): string[] {
    const visited = new Set<string>([start]);
    const queue: string[] = [start];
    const order: string[] = [];
    while (queue.length > 0) {
      const node = queue.shift()!;
      order.push(node);
      for (const next of this.adj.get(node) ?? []) {
        if (!visited.has(next)) {
          visited.add(next);
          queue.push(next);
        }
      }
    }
    return order;
  }

  shortestPath(from: string, to: string): string[] | null {
    const prev = new Map<string, string>();
    const queue = [from];
    const seen = new Set([from]);
    while (queue.length) {
      const n = queue.shift()!;
      if (n === to) {
        const path = [to];
        let cur = to;
        while (prev.has(cur)) {
          cur = prev.get(cur)!;
          path.unshift(cur);
        }
        return path;
      }
      for (const m of this.adj.get(n) ?? []) {
        if (!seen.has(m)) {
          seen.add(m);
          prev.set(m, n);
          queue.push(m);
        }
      }
    }
    return null;
  }
}

const g = new Graph();
const edges: [string, string][] = [["a", "b"], ["a", "c"], ["b", "d"], ["c", "d"], ["d", "e"], ["f", "g"]];
for (const [u, v] of edges) g.addEdge(u, v);
console.log(g.bfs("a").join(" "));
console.log(g.shortestPath("a", "e")?.join("->"));
console.log(g.shortestPath("a", "g"));
