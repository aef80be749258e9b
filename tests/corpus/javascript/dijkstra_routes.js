// features: class_declaration, getters, default_params, map, destructuring, template_string, string_methods, sort, console_log
class MinHeap {
  constructor(compare = (a, b) => a - b) {
    this.items = [];
    this.compare = compare;
  }
  get size() { return this.items.length; }
  push(item) {
    this.items.push(item);
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(this.items[i], this.items[parent]) >= 0) break;
      [this.items[i], this.items[parent]] = [this.items[parent], this.items[i]];
      i = parent;
    }
  }
  pop() {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length > 0) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let smallest = i;
        if (l < this.items.length && this.compare(this.items[l], this.items[smallest]) < 0) smallest = l;
        if (r < this.items.length && this.compare(this.items[r], this.items[smallest]) < 0) smallest = r;
        if (smallest === i) break;
        [this.items[i], this.items[smallest]] = [this.items[smallest], this.items[i]];
        i = smallest;
      }
    }
    return top;
  }
}

const edges = `
Amsterdam Berlin 655
Amsterdam Brussels 210
Brussels Paris 312
Berlin Prague 350
Paris Lyon 465
Lyon Geneva 150
Prague Vienna 330
Vienna Geneva 1000
Berlin Vienna 680
Paris Geneva 540
`.trim().split('\n').map(line => {
  const [from, to, km] = line.split(' ');
  return { from, to, km: Number(km) };
});

const graph = new Map();
for (const { from, to, km } of edges) {
  if (!graph.has(from)) graph.set(from, []);
  if (!graph.has(to)) graph.set(to, []);
  graph.get(from).push({ to, km });
  graph.get(to).push({ to: from, km });
}

function shortest(start) {
  const dist = new Map([[start, 0]]);
  const prev = new Map();
  const heap = new MinHeap((a, b) => a[0] - b[0]);
  heap.push([0, start]);
  while (heap.size) {
    const [d, city] = heap.pop();
    if (d > dist.get(city)) continue;
    for (const { to, km } of graph.get(city)) {
      const nd = d + km;
      if (!dist.has(to) || nd < dist.get(to)) {
        dist.set(to, nd);
        prev.set(to, city);
        heap.push([nd, to]);
      }
    }
  }
  return { dist, prev };
}

function route(prev, target) {
  const path = [target];
  while (prev.has(path[0])) path.unshift(prev.get(path[0]));
  return path;
}

const { dist, prev } = shortest('Amsterdam');
const rows = [...dist].sort((a, b) => a[1] - b[1]);
for (const [city, km] of rows) {
  console.log(`${city.padEnd(10)} ${String(km).padStart(5)} km  ${route(prev, city).join(' -> ')}`);
}
console.log(Object.fromEntries(dist));
const farthest = rows.at(-1);
console.log(`Farthest from Amsterdam: ${farthest[0]} (${(farthest[1] / 1.609).toFixed(1)} miles)`);
