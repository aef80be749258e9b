// features: generic_class, union_type, recursion, map_object, string_methods, default_parameter
// Huffman coding: frequency table, priority queue, code table, encode/decode round trip.
type HNode = { kind: "leaf"; ch: string; freq: number } | { kind: "node"; left: HNode; right: HNode; freq: number };

class MinHeap<T> {
  private items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}
  get length(): number { return this.items.length; }
  push(item: T): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop(): T | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

let seq = 0;
const order = new WeakMap<HNode, number>();
const mk = (n: HNode): HNode => (order.set(n, seq++), n);

function buildTree(text: string): HNode {
  const freq = new Map<string, number>();
  for (const ch of text) freq.set(ch, (freq.get(ch) || 0) + 1);
  const heap = new MinHeap<HNode>((a, b) => a.freq < b.freq || (a.freq === b.freq && order.get(a)! < order.get(b)!));
  [...freq.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .forEach(([ch, f]) => heap.push(mk({ kind: "leaf", ch, freq: f })));
  if (heap.length === 1) return mk({ kind: "node", left: heap.pop()!, right: mk({ kind: "leaf", ch: "", freq: 0 }), freq: 0 });
  while (heap.length > 1) {
    const left = heap.pop()!;
    const right = heap.pop()!;
    heap.push(mk({ kind: "node", left, right, freq: left.freq + right.freq }));
  }
  return heap.pop()!;
}

function codes(node: HNode, prefix = "", table: Record<string, string> = {}): Record<string, string> {
  if (node.kind === "leaf") {
    if (node.ch) table[node.ch] = prefix || "0";
  } else {
    codes(node.left, prefix + "0", table);
    codes(node.right, prefix + "1", table);
  }
  return table;
}

function decode(bits: string, root: HNode): string {
  let out = "";
  let node = root;
  for (const b of bits) {
    if (node.kind === "node") node = b === "0" ? node.left : node.right;
    if (node.kind === "leaf") {
      out += node.ch;
      node = root;
    }
  }
  return out;
}

const toHex = (bits: string): string =>
  (bits.match(/.{1,8}/g) ?? []).map((byte) => parseInt(byte.padEnd(8, "0"), 2).toString(16).padStart(2, "0")).join("");

for (const text of ["abracadabra", "mississippi river", "aaaa", "the rain in spain stays mainly in the plain"]) {
  const tree = buildTree(text);
  const table = codes(tree);
  const bits = [...text].map((c) => table[c]).join("");
  const entries = Object.entries(table).sort((a, b) => a[1].length - b[1].length || a[0].localeCompare(b[0]));
  console.log(JSON.stringify(text), `${text.length * 8} -> ${bits.length} bits (${((bits.length / (text.length * 8)) * 100).toFixed(1)}%)`);
  console.log("  " + entries.map(([c, code]) => `${c === " " ? "␣" : c}:${code}`).join(" "));
  console.log(`  hex ${toHex(bits)} roundtrip ${decode(bits, tree) === text}`);
}
