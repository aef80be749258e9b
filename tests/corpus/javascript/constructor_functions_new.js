// features: new_expression, new_target, prototype, closures, try_catch, console_log
// Pre-class style "types" in a plugin registry: constructor functions
// reached through a namespace, an alias or a parameter, guarding against
// a call without `new` with new.target.
'use strict';

function Vector(x, y) {
  if (!new.target) return new Vector(x, y);  // callable with or without new
  this.x = x;
  this.y = y;
}
Vector.prototype.add = function (o) { return new Vector(this.x + o.x, this.y + o.y); };
Vector.prototype.toString = function () { return `(${this.x}, ${this.y})`; };

function Strict(name) {
  if (new.target === undefined) throw new TypeError(`Class constructor ${name} cannot be invoked without 'new'`);
  this.name = name;
  this.kind = new.target.name;
}

const shapes = {
  Circle: function (r) { this.r = r; this.area = +(Math.PI * r * r).toFixed(3); },
  Square: function Square(s) { this.s = s; this.area = s * s; },
};

function build(Ctor, ...args) { return new Ctor(...args); }
const Alias = Strict;
const registry = new Map([['vec', Vector], ['strict', Strict]]);

console.log(String(Vector(1, 2)), `${new Vector(3, 4).add(Vector(1, 1))}`);
console.log(Vector(5, 6) instanceof Vector, Object.keys(Vector(0, 0)));
console.log(new shapes.Circle(2), new shapes.Square(3));
console.log(build(Vector, 7, 8), build(shapes.Square, 2).area);
console.log(new Alias('aliased'), new (registry.get('strict'))('from map'));
const made = [];
for (const [key, Ctor] of registry) made.push(`${key}: ${new Ctor('x', 1).constructor.name}`);
console.log(made.join(', '));
try {
  Strict('oops');
} catch (e) {
  console.log(e.name, e.message);
}

function Tracker() {
  this.seen = new.target === Tracker ? 'direct' : new.target ? 'other' : 'call';
  this.inner = new Vector(1, 1);  // another construction in between
  this.after = new.target ? new.target.name : 'none';
}
const t = new Tracker();
console.log(t.seen, t.after, `${t.inner}`);
const plain = {};
Tracker.call(plain);
console.log(plain.seen, plain.after);
const Bound = function () { this.arrow = (() => new.target && new.target.name)(); };
console.log(new Bound().arrow, typeof new.target);
