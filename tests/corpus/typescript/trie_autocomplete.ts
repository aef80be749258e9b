// features: generator_function, implements_clause, getter_setter, optional_chain, nullish_coalescing, map_object
class TrieNode {
  children = new Map<string, TrieNode>();
  terminal = false;
  weight = 0;
}

class Trie implements Iterable<[string, number]> {
  private root = new TrieNode();
  private _size = 0;

  get size(): number {
    return this._size;
  }

  insert(word: string, weight = 1): this {
    let node = this.root;
    for (const ch of word) {
      let next = node.children.get(ch);
      if (!next) {
        next = new TrieNode();
        node.children.set(ch, next);
      }
      node = next;
    }
    if (!node.terminal) this._size++;
    node.terminal = true;
    node.weight += weight;
    return this;
  }

  private find(prefix: string): TrieNode | undefined {
    let node: TrieNode | undefined = this.root;
    for (const ch of prefix) {
      node = node.children.get(ch);
      if (!node) return undefined;
    }
    return node;
  }

  has(word: string): boolean {
    return this.find(word)?.terminal ?? false;
  }

  *walk(node: TrieNode = this.root, prefix = ""): IterableIterator<[string, number]> {
    if (node.terminal) yield [prefix, node.weight];
    const keys = [...node.children.keys()].sort();
    for (const k of keys) yield* this.walk(node.children.get(k)!, prefix + k);
  }

  [Symbol.iterator](): IterableIterator<[string, number]> {
    return this.walk();
  }

  complete(prefix: string, limit = 3): string[] {
    const start = this.find(prefix);
    if (!start) return [];
    return Array.from(this.walk(start, prefix))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([w]) => w);
  }
}

const corpus = `the quick brown fox jumps over the lazy dog the dog barks
then the fox runs to the town there they meet three thin thieves
thinking that the theatre is theirs`;

const trie = new Trie();
for (const w of corpus.split(/\s+/)) trie.insert(w.toLowerCase());
console.log("words:", trie.size);
for (const p of ["th", "the", "t", "do", "x", "thi"]) {
  console.log(`${p.padEnd(4)} -> ${JSON.stringify(trie.complete(p))}`);
}
console.log(trie.has("fox"), trie.has("fo"), trie.has("theirs"));
let count = 0;
for (const [word, weight] of trie) {
  if (weight > 1) console.log(`${word} x${weight}`);
  count++;
}
console.log(count === trie.size);
const it = trie[Symbol.iterator]();
console.log(it.next().value, it.next().value);
const firstThree = [...trie].slice(0, 3);
console.log(firstThree);
