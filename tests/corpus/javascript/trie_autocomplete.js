// features: class_declaration, private_members, generators, map, optional_chaining, nullish_coalescing, array_from
class TrieNode {
  constructor() { this.children = new Map(); this.count = 0; this.end = false; }
}
class Trie {
  #root = new TrieNode();
  #size = 0;
  insert(word) {
    let node = this.#root;
    for (const ch of word) {
      if (!node.children.has(ch)) node.children.set(ch, new TrieNode());
      node = node.children.get(ch);
      node.count++;
    }
    if (!node.end) this.#size++;
    node.end = true;
  }
  get size() { return this.#size; }
  *#walk(node, prefix) {
    if (node.end) yield prefix;
    for (const [ch, child] of [...node.children].sort(([a], [b]) => (a < b ? -1 : 1))) yield* this.#walk(child, prefix + ch);
  }
  complete(prefix, limit = 5) {
    let node = this.#root;
    for (const ch of prefix) {
      node = node.children.get(ch);
      if (!node) return [];
    }
    const out = [];
    for (const w of this.#walk(node, prefix)) {
      out.push(w);
      if (out.length >= limit) break;
    }
    return out;
  }
  countPrefix(prefix) {
    let node = this.#root;
    for (const ch of prefix) { node = node?.children.get(ch); }
    return node?.count ?? 0;
  }
}

const words = `the then there their they them theme thesis tree trie trip tripod triple
car card care careful carefully cart carton cat catalog category`.split(/\s+/);
const t = new Trie();
words.forEach(w => t.insert(w));
t.insert('the');
console.log(t.size);
for (const p of ['th', 'the', 'tri', 'car', 'cat', 'x', '']) {
  console.log(JSON.stringify(p), '->', t.complete(p, 4), t.countPrefix(p));
}
const longestCommon = (arr) => arr.reduce((acc, w) => { let i = 0; while (i < acc.length && acc[i] === w[i]) i++; return acc.slice(0, i); });
console.log(longestCommon(['carefully', 'careful', 'care']), longestCommon(t.complete('tri', 10)));
console.log(t);
const levenshtein = (a, b) => {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return dp[a.length][b.length];
};
const suggest = (w) => words.map(x => [x, levenshtein(w, x)]).filter(([, d]) => d <= 2).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, 3);
console.log(suggest('carr'), suggest('thier'));
