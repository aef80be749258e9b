// features: json_stringify, class_declaration, try_catch, console_log, array_methods, arrow_function
// Serialising an object graph that has back references: JSON.stringify
// refuses cycles with V8's message, and a replacer (or toJSON) that drops
// the back edges makes it serialisable.
class TreeNode {
  constructor(name, parent = null) {
    this.name = name;
    this.parent = parent;
    this.children = [];
    if (parent) parent.children.push(this);
  }
}

const root = new TreeNode('root');
const docs = new TreeNode('docs', root);
new TreeNode('api.md', docs);
new TreeNode('guide.md', docs);
new TreeNode('src', root);

function tryStringify(label, value, replacer, indent) {
  try {
    console.log(label + ':', JSON.stringify(value, replacer, indent));
  } catch (e) {
    console.log(label + ' failed:', e.name);
    console.log(e.message);
  }
}

tryStringify('tree', root);
tryStringify('tree without parents', root, (key, value) => (key === 'parent' ? undefined : value), 1);

const seen = new WeakSet();
tryStringify('deduplicated', { a: docs, b: docs }, (key, value) => {
  if (typeof value === 'object' && value !== null) {
    if (seen.has(value)) return '[seen]';
    seen.add(value);
  }
  return value;
});

const account = { id: 7, owner: { name: 'Ada', accounts: [] } };
account.owner.accounts.push({ ref: 'savings', account });
tryStringify('account', account);

const ring = { step: 0 };
let cur = ring;
for (let i = 1; i < 6; i++) {
  cur.next = [{ step: i }];
  cur = cur.next[0];
}
cur.next = ring;
tryStringify('ring', { start: ring });

const self = [];
self.push(self);
tryStringify('array in itself', self);

const shared = { v: 1 };
tryStringify('shared, not circular', { x: shared, y: [shared, shared] });

class Person {
  constructor(name) { this.name = name; this.friends = []; }
  toJSON() { return { name: this.name, friends: this.friends.map((f) => f.name) }; }
}
const ann = new Person('Ann');
const bob = new Person('Bob');
ann.friends.push(bob);
bob.friends.push(ann);
tryStringify('people via toJSON', [ann, bob]);
