// features: private_members, in_operator, static_members
// A private member #x is not a property named "#x": `'#x' in o` is false,
// while the brand check `#x in o` is true for instances of the class.
class Container {
  #items = [];
  static #count = 0;
  #secret() { return 42; }
  constructor(label) { this.label = label; Container.#count++; }
  add(x) { this.#items.push(x); return this; }
  static isContainer(o) { return #items in o; }
  static hasSecret(o) { return #secret in o; }
  static get count() { return Container.#count; }
  get size() { return this.#items.length; }
}

const c = new Container('box').add(1).add(2);
console.log('#items' in c, '#secret' in c, '#count' in Container);
console.log('label' in c, 'size' in c, 'add' in c, 'missing' in c);
console.log(Container.isContainer(c), Container.isContainer({}), Container.isContainer({ '#items': [] }));
console.log(Container.hasSecret(c), Container.hasSecret(new Container('x')), Container.count);
console.log(Object.keys(c), JSON.stringify(c), c.size);
const plain = { '#tag': 'visible' };
console.log('#tag' in plain, plain['#tag'], Object.keys(plain));
for (const k of ['label', '#items', 'size']) console.log(k, k in c ? 'present' : 'absent');
