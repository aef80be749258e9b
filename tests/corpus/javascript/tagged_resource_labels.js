// features: class_declaration, symbols, template_string, console_log
// Resource handles that identify themselves through [Symbol.toStringTag]:
// String(), templates, Object.prototype.toString and console.log all use it.
class Connection {
  #open = true;
  constructor(host) {
    this.host = host;
  }
  get [Symbol.toStringTag]() {
    return this.#open ? 'Connection:open' : 'Connection:closed';
  }
  close() {
    this.#open = false;
  }
}

class Pool {
  static get [Symbol.toStringTag]() {
    return 'PoolClass';
  }
  get [Symbol.toStringTag]() {
    return 'Pool';
  }
  constructor(size) {
    this.items = Array.from({ length: size }, (_, i) => new Connection(`db${i}`));
  }
}

class Plain {}

const conn = new Connection('db.local');
console.log(`handle: ${conn}`);
console.log('as string: ' + conn);
conn.close();
console.log(String(conn), Object.prototype.toString.call(conn));
console.log(conn);
console.log([conn, new Plain()]);

const pool = new Pool(2);
pool.items[1].close();
console.log(`${pool}`, pool);
console.log(pool.items.map(String).join(' | '));

const manual = { [Symbol.toStringTag]: 'Manual', id: 7 };
console.log(`${manual}`, manual);
console.log(String(new Plain()), `${{}}`);
const labels = new Map([[String(conn), 1]]);
console.log(labels.has('[object Connection:closed]'));
