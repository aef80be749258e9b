// features: class_declaration, prototype, computed_keys, symbols, math
// Extending a class after its declaration, as polyfills and plugins do:
// methods assigned to C.prototype (by name or computed key) see the instance as `this`.
class Vector {
  constructor(x, y) { this.x = x; this.y = y; }
  add(o) { return new Vector(this.x + o.x, this.y + o.y); }
}

Vector.prototype.length = function () { return Math.hypot(this.x, this.y); };
Vector.prototype.scale = function (k) { return new Vector(this.x * k, this.y * k); };
const op = 'dot';
Vector.prototype[op] = function (o) { return this.x * o.x + this.y * o.y; };
Vector.prototype[Symbol.iterator] = function* () { yield this.x; yield this.y; };
Vector.prototype.toString = function () { return `(${this.x}, ${this.y})`; };

const a = new Vector(3, 4);
const b = new Vector(1, -2);
console.log(a.length(), a.scale(2).length(), a.dot(b), a[op](a));
console.log(`${a.add(b)}`, String(a.scale(0.5)), [...a], Math.max(...b));

class Vector3 extends Vector {
  constructor(x, y, z) { super(x, y); this.z = z; }
}
Vector3.prototype.volume = function () { return this.x * this.y * this.z; };
const c = new Vector3(2, 3, 4);
console.log(c.volume(), c.length(), c.dot(a), `${c}`);

// a table of operations applied by name
const ops = ['length', 'dot', 'volume'];
for (const name of ops) {
  const target = name === 'volume' ? c : a;
  console.log(name, name === 'dot' ? target[name](b) : target[name]());
}
console.log(typeof Vector.prototype.scale, a instanceof Vector, c instanceof Vector);
// norms of a few vectors (Math.hypot's last digit is V8's)
console.log([[2, 3], [1, 1], [0.1, 0.2], [1, 2, 3], [1e200, 1e200], [-3, -4, 12]].map((p) => Math.hypot(...p)));
