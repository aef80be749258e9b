// features: generic_class, generator_function, parameter_property, readonly_modifier, function_type, tuple_type
// Ordered map on an AVL tree with a comparator, range queries and in-order iteration
type Comparator<K> = (a: K, b: K) => number;

class AvlNode<K, V> {
  left: AvlNode<K, V> | null = null;
  right: AvlNode<K, V> | null = null;
  height = 1;
  constructor(public key: K, public value: V) {}
}

class TreeMap<K, V> implements Iterable<[K, V]> {
  private root: AvlNode<K, V> | null = null;
  private _size = 0;
  constructor(private readonly cmp: Comparator<K>) {}

  get size() { return this._size; }

  private h(n: AvlNode<K, V> | null): number { return n ? n.height : 0; }
  private fix(n: AvlNode<K, V>): void { n.height = 1 + Math.max(this.h(n.left), this.h(n.right)); }
  private rotateRight(y: AvlNode<K, V>): AvlNode<K, V> {
    const x = y.left!;
    y.left = x.right;
    x.right = y;
    this.fix(y); this.fix(x);
    return x;
  }
  private rotateLeft(x: AvlNode<K, V>): AvlNode<K, V> {
    const y = x.right!;
    x.right = y.left;
    y.left = x;
    this.fix(x); this.fix(y);
    return y;
  }
  private balance(n: AvlNode<K, V>): AvlNode<K, V> {
    this.fix(n);
    const bf = this.h(n.left) - this.h(n.right);
    if (bf > 1) {
      if (this.h(n.left!.left) < this.h(n.left!.right)) n.left = this.rotateLeft(n.left!);
      return this.rotateRight(n);
    }
    if (bf < -1) {
      if (this.h(n.right!.right) < this.h(n.right!.left)) n.right = this.rotateRight(n.right!);
      return this.rotateLeft(n);
    }
    return n;
  }
  set(key: K, value: V): this {
    const ins = (n: AvlNode<K, V> | null): AvlNode<K, V> => {
      if (!n) { this._size++; return new AvlNode(key, value); }
      const c = this.cmp(key, n.key);
      if (c < 0) n.left = ins(n.left);
      else if (c > 0) n.right = ins(n.right);
      else { n.value = value; return n; }
      return this.balance(n);
    };
    this.root = ins(this.root);
    return this;
  }
  get(key: K): V | undefined {
    let n = this.root;
    while (n) {
      const c = this.cmp(key, n.key);
      if (c === 0) return n.value;
      n = c < 0 ? n.left : n.right;
    }
    return undefined;
  }
  *entries(): IterableIterator<[K, V]> {
    const stack: AvlNode<K, V>[] = [];
    let n = this.root;
    while (n || stack.length) {
      while (n) { stack.push(n); n = n.left; }
      n = stack.pop()!;
      yield [n.key, n.value];
      n = n.right;
    }
  }
  [Symbol.iterator]() { return this.entries(); }
  *range(lo: K, hi: K): Generator<K> {
    for (const [k] of this) {
      if (this.cmp(k, lo) < 0) continue;
      if (this.cmp(k, hi) > 0) return;
      yield k;
    }
  }
  floor(key: K): K | undefined {
    let n = this.root, best: K | undefined;
    while (n) {
      const c = this.cmp(key, n.key);
      if (c === 0) return n.key;
      if (c > 0) { best = n.key; n = n.right; } else n = n.left;
    }
    return best;
  }
  get depth(): number { return this.h(this.root); }
}

const scores = new TreeMap<number, string>((a, b) => a - b);
for (let i = 1; i <= 100; i++) scores.set((i * 37) % 101, `v${i}`);
console.log("size", scores.size, "depth", scores.depth);
console.log([...scores.range(10, 20)]);
console.log(scores.get(37), scores.get(0), scores.floor(0.5), scores.floor(55.5));

const words = new TreeMap<string, number>((a, b) => a.localeCompare(b));
for (const w of "the quick brown fox jumps over the lazy dog The End".split(" ")) words.set(w.toLowerCase(), (words.get(w.toLowerCase()) ?? 0) + 1);
console.log([...words].map(([k, v]) => `${k}=${v}`).join(" "));
const byLen = new TreeMap<[number, string], true>((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
for (const [w] of words) byLen.set([w.length, w], true);
console.log(Array.from(byLen, ([k]) => k.join(":")));
const it = words.entries();
it.next();
console.log(it.next().value, words.depth);
