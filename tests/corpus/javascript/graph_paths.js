// features: map, set, regex, destructuring, for_of, while_loop, array_methods, closures, object_static
const edges = `A-B:4 A-C:2 B-C:5 B-D:10 C-E:3 E-D:4 D-F:11 E-F:20`;
const graph = new Map();
for (const e of edges.split(" ")) {
  const [, u, v, w] = e.match(/(\w)-(\w):(\d+)/);
  for (const [x, y] of [[u, v], [v, u]]) {
    if (!graph.has(x)) graph.set(x, []);
    graph.get(x).push({ to: y, w: +w });
  }
}
function dijkstra(src) {
  const dist = Object.fromEntries([...graph.keys()].map(k => [k, Infinity]));
  const prev = {};
  dist[src] = 0;
  const q = new Set(graph.keys());
  while (q.size) {
    let u = null;
    for (const n of q) if (u === null || dist[n] < dist[u]) u = n;
    q.delete(u);
    for (const { to, w } of graph.get(u)) {
      if (dist[u] + w < dist[to]) { dist[to] = dist[u] + w; prev[to] = u; }
    }
  }
  return { dist, prev };
}
const { dist, prev } = dijkstra("A");
console.log(dist);
const path = t => { const p = []; for (let n = t; n; n = prev[n]) p.unshift(n); return p; };
for (const t of "BCDEF") console.log(t, dist[t], path(t).join("->"));
function bfs(s) {
  const seen = new Set([s]), order = [], queue = [s];
  while (queue.length) {
    const u = queue.shift(); order.push(u);
    for (const { to } of graph.get(u).sort((a, b) => a.to < b.to ? -1 : 1)) if (!seen.has(to)) { seen.add(to); queue.push(to); }
  }
  return order;
}
console.log(bfs("F"));
const degree = [...graph].map(([k, v]) => `${k}:${v.length}`);
console.log(degree.toString());
console.log(graph.get("A"));
console.log(new Map([...graph].slice(0, 2).map(([k, v]) => [k, v.map(e => e.to)])));
