// features: function_declaration, arrow_function, class_declaration, object_methods, higher_order
// Arguments beyond the declared parameters are ignored; missing ones are undefined.
function first(a) { return a; }
const add = (a, b) => a + b;
const alias = first;
console.log(first(1, 2, 3), add(1, 2, 3), alias("x", "y"));
const obj = { pick(k) { return k; } };
console.log(obj.pick("a", "b"));
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  scale(f) { return new Point(this.x * f, this.y * f, "ignored"); }
}
const p = new Point(1, 2, 3).scale(3, 4);
console.log(p.x, p.y);
function missing(a, b, c) { return [a, b, c]; }
console.log(missing(1));
const log = [];
["a", "b"].forEach(function (s) { log.push(s); });
console.log(log, [1, 2, 3].map((x) => x * 2, "thisArg"));
