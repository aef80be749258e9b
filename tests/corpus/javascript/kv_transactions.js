// features: class_declaration, private_members, map, set, rest_spread, try_catch, json_stringify, console_log
class TransactionalStore {
  #data = new Map();
  #stack = [];
  get(key) {
    for (let i = this.#stack.length - 1; i >= 0; i--) {
      const layer = this.#stack[i];
      if (layer.has(key)) return layer.get(key);
    }
    return this.#data.get(key);
  }
  set(key, value) {
    (this.#stack.at(-1) ?? this.#data).set(key, value);
  }
  delete(key) {
    this.set(key, undefined);
  }
  begin() { this.#stack.push(new Map()); }
  commit() {
    const top = this.#stack.pop();
    if (!top) throw new Error('no transaction');
    for (const [k, v] of top) this.set(k, v);
  }
  rollback() {
    if (!this.#stack.pop()) throw new Error('no transaction');
  }
  count(value) {
    let n = 0;
    for (const k of this.keys()) if (this.get(k) === value) n++;
    return n;
  }
  keys() {
    const all = new Set(this.#data.keys());
    for (const layer of this.#stack) for (const k of layer.keys()) all.add(k);
    return [...all].filter(k => this.get(k) !== undefined).sort();
  }
  get depth() { return this.#stack.length; }
  toJSON() { return Object.fromEntries(this.keys().map(k => [k, this.get(k)])); }
}

const script = `
SET a 10
SET b 10
COUNT 10
BEGIN
SET a 20
GET a
BEGIN
DELETE b
COUNT 10
GET b
ROLLBACK
GET b
COMMIT
GET a
ROLLBACK
BEGIN
SET c 30
SET a 5
DUMP
ROLLBACK
DUMP
INCR a
INCR zz
GET zz
FROB x
`;

const store = new TransactionalStore();
const commands = {
  SET: (k, v) => store.set(k, Number.isNaN(Number(v)) ? v : Number(v)),
  GET: k => store.get(k) ?? 'NULL',
  DELETE: k => store.delete(k),
  COUNT: v => store.count(Number(v)),
  BEGIN: () => store.begin(),
  COMMIT: () => store.commit(),
  ROLLBACK: () => store.rollback(),
  DUMP: () => JSON.stringify(store),
  INCR: k => { store.set(k, (store.get(k) ?? 0) + 1); return store.get(k); },
};
for (const line of script.trim().split('\n')) {
  const [cmd, ...args] = line.trim().split(/\s+/);
  const fn = commands[cmd];
  try {
    if (!fn) throw new TypeError(`unknown command ${cmd}`);
    const out = fn(...args);
    console.log(`${line.padEnd(12)}${out === undefined ? '' : '-> ' + out}  [depth ${store.depth}]`);
  } catch (e) {
    console.log(`${line.padEnd(12)}!! ${e.message}`);
  }
}
console.log(store.toJSON(), store);
