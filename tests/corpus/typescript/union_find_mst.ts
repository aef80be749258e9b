// features: generic_class, interface_declaration, getter_setter, array_destructuring, object_destructuring, as_expression
// Kruskal's minimum spanning tree with a generic union-find
class DisjointSet<T> {
  private parent = new Map<T, T>();
  private rank = new Map<T, number>();
  private count = 0;
  add(x: T): void {
    if (this.parent.has(x)) return;
    this.parent.set(x, x);
    this.rank.set(x, 0);
    this.count++;
  }
  find(x: T): T {
    let root = x;
    while (this.parent.get(root) !== root) root = this.parent.get(root)!;
    let cur = x;
    while (cur !== root) {
      const next = this.parent.get(cur)!;
      this.parent.set(cur, root);
      cur = next;
    }
    return root;
  }
  union(a: T, b: T): boolean {
    const ra = this.find(a), rb = this.find(b);
    if (ra === rb) return false;
    const [hi, lo] = this.rank.get(ra)! >= this.rank.get(rb)! ? [ra, rb] : [rb, ra];
    this.parent.set(lo, hi);
    if (this.rank.get(ra) === this.rank.get(rb)) this.rank.set(hi, this.rank.get(hi)! + 1);
    this.count--;
    return true;
  }
  get components(): number { return this.count; }
  groups(): T[][] {
    const g = new Map<T, T[]>();
    for (const x of this.parent.keys()) {
      const r = this.find(x);
      (g.get(r) ?? g.set(r, []).get(r)!).push(x);
    }
    return [...g.values()];
  }
}

interface Edge { from: string; to: string; weight: number }

function kruskal(nodes: readonly string[], edges: readonly Edge[]): { tree: Edge[]; cost: number } {
  const ds = new DisjointSet<string>();
  nodes.forEach(n => ds.add(n));
  const tree: Edge[] = [];
  const sorted = [...edges].sort((a, b) => a.weight - b.weight || a.from.localeCompare(b.from));
  for (const e of sorted) {
    if (ds.union(e.from, e.to)) tree.push(e);
    if (tree.length === nodes.length - 1) break;
  }
  return { tree, cost: tree.reduce((s, e) => s + e.weight, 0) };
}

const cities = ["Amsterdam", "Brussels", "Cologne", "Dortmund", "Essen", "Frankfurt"] as const;
const roads: Edge[] = [
  { from: "Amsterdam", to: "Brussels", weight: 210 },
  { from: "Amsterdam", to: "Cologne", weight: 260 },
  { from: "Amsterdam", to: "Dortmund", weight: 225 },
  { from: "Brussels", to: "Cologne", weight: 210 },
  { from: "Cologne", to: "Dortmund", weight: 95 },
  { from: "Cologne", to: "Essen", weight: 75 },
  { from: "Dortmund", to: "Essen", weight: 38 },
  { from: "Cologne", to: "Frankfurt", weight: 190 },
  { from: "Essen", to: "Frankfurt", weight: 250 },
  { from: "Brussels", to: "Frankfurt", weight: 400 },
];

const { tree, cost } = kruskal(cities, roads);
console.log("MST edges:");
tree.forEach(({ from, to, weight }, i) => console.log(`${i + 1}. ${from} - ${to}: ${weight} km`));
console.log(`total: ${cost} km, saved ${roads.reduce((s, e) => s + e.weight, 0) - cost} km`);

const ds = new DisjointSet<number>();
for (let i = 0; i < 10; i++) ds.add(i);
[[0, 1], [2, 3], [1, 3], [5, 6], [7, 8], [8, 9], [9, 7]].forEach(([a, b]) => console.log(`union(${a},${b}) -> ${ds.union(a, b)}`));
console.log("components:", ds.components);
console.log(ds.groups().map(g => g.sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]));
console.log(ds.find(3) === ds.find(0), ds.find(4) === ds.find(5));
