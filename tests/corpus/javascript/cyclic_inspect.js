// features: object_literal, array_methods, class_declaration, map, console_log
// console.log of objects that refer to themselves prints node's markers:
// <ref *N> before the container, [Circular *N] where it recurs.
const o = { a: 1 };
o.self = o;
console.log(o);
const arr = [1, 2];
arr.push(arr);
console.log(arr);
const p = { name: "p" };
const q = { name: "q", p: p };
p.q = q;
console.log(p);
console.log([p, q]);
console.log("two:", o, arr);
class Node {
  constructor(v) {
    this.v = v;
    this.next = this;
  }
}
console.log(new Node(3));
const m = new Map();
m.set("me", m);
console.log(m);
const a = { name: "a" };
const b = { name: "b", a: a };
a.b = b;
const c = { x: a, y: b };
c.c = c;
console.log(c);
const shared = [1, 2];
console.log([shared, shared]);
const deep = { l1: { l2: { l3: { l4: {} } } } };
deep.l1.l2.l3.l4.back = deep;
console.log(deep);
