// features: class_declaration, class_fields, private_members, default_params, arrow_function, closures
// A sorted multiset whose constructor takes an optional comparator: the
// default comparator is an arrow in the parameter list, and the class keeps
// its state in private fields updated from a recursive helper closure.
class SortedBag {
  #root = null;
  #size = 0;
  label = 'bag';

  constructor(compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
    this.compare = compare;
  }

  add(value) {
    const insert = (node) => {
      if (!node) {
        this.#size++;
        return { value, count: 1, left: null, right: null };
      }
      const c = this.compare(value, node.value);
      if (c < 0) node.left = insert(node.left);
      else if (c > 0) node.right = insert(node.right);
      else { node.count++; this.#size++; }
      return node;
    };
    this.#root = insert(this.#root);
    return this;
  }

  get size() { return this.#size; }

  *[Symbol.iterator]() {
    const stack = [];
    let node = this.#root;
    while (stack.length || node) {
      while (node) { stack.push(node); node = node.left; }
      node = stack.pop();
      for (let i = 0; i < node.count; i++) yield node.value;
      node = node.right;
    }
  }
}

const words = new SortedBag();
for (const w of 'the quick brown fox jumps over the lazy dog the end'.split(' ')) words.add(w);
console.log(words.label, words.size, [...words].join(' '));

const byLength = new SortedBag((a, b) => a.length - b.length);
['pear', 'fig', 'banana', 'kiwi', 'apple'].forEach((f) => byLength.add(f));
console.log(byLength.size, [...byLength]);

const numbers = new SortedBag((a, b) => b - a);
[5, 1, 9, 5, 3].forEach((n) => numbers.add(n));
console.log(`${numbers.size} items, largest first:`, Array.from(numbers));
