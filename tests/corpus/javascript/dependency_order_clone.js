// features: object_static, nullish_coalescing, recursion, closures, set, map, try_catch, spread, json_stringify
const packages = {
  app: ['router', 'ui', 'logger'],
  router: ['events', 'utils'],
  ui: ['events', 'dom', 'utils'],
  dom: ['utils'],
  events: [],
  utils: [],
  logger: ['utils', 'format'],
  format: [],
  tests: ['app', 'mock'],
  mock: ['events'],
};

function topoSort(graph) {
  const indeg = Object.fromEntries(Object.keys(graph).map(k => [k, 0]));
  for (const deps of Object.values(graph)) for (const d of deps) indeg[d] ??= 0;
  const dependents = {};
  for (const [pkg, deps] of Object.entries(graph)) {
    for (const d of deps) { (dependents[d] ??= []).push(pkg); indeg[pkg]++; }
  }
  const queue = Object.keys(indeg).filter(k => indeg[k] === 0).sort();
  const order = [];
  while (queue.length) {
    const n = queue.shift();
    order.push(n);
    for (const m of (dependents[n] ?? []).sort()) {
      if (--indeg[m] === 0) { queue.push(m); queue.sort(); }
    }
  }
  if (order.length !== Object.keys(indeg).length) {
    const stuck = Object.keys(indeg).filter(k => indeg[k] > 0);
    throw new Error(`cycle among: ${stuck.join(', ')}`);
  }
  return order;
}

console.log(topoSort(packages).join(' -> '));

function levels(graph) {
  const memo = new Map();
  const depth = (n, path = new Set()) => {
    if (memo.has(n)) return memo.get(n);
    if (path.has(n)) throw new Error(`cycle at ${n}`);
    path.add(n);
    const d = Math.max(0, ...(graph[n] ?? []).map(x => depth(x, path) + 1));
    path.delete(n);
    memo.set(n, d);
    return d;
  };
  Object.keys(graph).forEach(n => depth(n));
  const out = [];
  for (const [n, d] of memo) (out[d] ??= []).push(n);
  return out.map(l => l.sort());
}
levels(packages).forEach((l, i) => console.log(`level ${i}: ${l.join(' ')}`));

const cyclic = { ...packages, utils: ['logger'] };
try { topoSort(cyclic); } catch (e) { console.log(e.message); }
try { levels(cyclic); } catch (e) { console.log(e.message); }

function transitive(graph, root) {
  const seen = new Set();
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    for (const d of graph[n] ?? []) if (!seen.has(d)) { seen.add(d); stack.push(d); }
  }
  return [...seen].sort();
}
console.log(transitive(packages, 'tests'));
console.log(Object.entries(packages).map(([k, v]) => [k, v.length]).filter(([, n]) => n > 1));
const dot = ['digraph deps {', ...Object.entries(packages).flatMap(([k, v]) => v.map(d => `  "${k}" -> "${d}";`)), '}'];
console.log(dot.slice(0, 4).join('\n'), `... (${dot.length} lines)`);
console.log(structuredClone(packages).app === packages.app, JSON.stringify(levels(packages)));
