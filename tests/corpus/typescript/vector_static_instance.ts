// features: class_declaration, parameter_property, readonly_modifier, static_member, getter_setter, default_parameter, array_methods, math_object
class Vec {
  constructor(readonly x: number, readonly y: number, readonly z = 0) {}
  static readonly ZERO = new Vec(0, 0, 0);
  add(o: Vec): Vec { return new Vec(this.x + o.x, this.y + o.y, this.z + o.z); }
  scale(k: number): Vec { return new Vec(this.x * k, this.y * k, this.z * k); }
  dot(o: Vec): number { return this.x * o.x + this.y * o.y + this.z * o.z; }
  cross(o: Vec): Vec { return new Vec(this.y * o.z - this.z * o.y, this.z * o.x - this.x * o.z, this.x * o.y - this.y * o.x); }
  get length(): number { return Math.sqrt(this.dot(this)); }
  normalized(): Vec { const l = this.length; return l === 0 ? Vec.ZERO : this.scale(1 / l); }
  toString(): string { return `(${[this.x, this.y, this.z].map(n => +n.toFixed(3)).join(", ")})`; }
}
const a = new Vec(1, 2, 3), b = new Vec(-2, 0.5, 4);
console.log(`${a} + ${b} = ${a.add(b)}`);
console.log("dot", a.dot(b), "cross", String(a.cross(b)), "len", a.length.toFixed(4));
console.log("unit", `${a.normalized()}`, Vec.ZERO.normalized().toString());
const path: Vec[] = [new Vec(0, 0), new Vec(3, 4), new Vec(6, 8), new Vec(6, 0)];
let dist = 0;
for (let i = 1; i < path.length; i++) dist += path[i].add(path[i - 1].scale(-1)).length;
console.log("path length", dist);
const centroid = path.reduce((s, p) => s.add(p), Vec.ZERO).scale(1 / path.length);
console.log("centroid", centroid.toString(), centroid);
const angle = (u: Vec, v: Vec): number => Math.acos(u.dot(v) / (u.length * v.length)) * 180 / Math.PI;
console.log(angle(new Vec(1, 0), new Vec(0, 1)), angle(new Vec(1, 1), new Vec(1, 0)).toFixed(2));
const grid: number[][] = Array.from({ length: 3 }, (_, i) => Array.from({ length: 3 }, (_, j) => (i + 1) * (j + 2)));
console.log(grid, grid.map(r => r.reduce((s, x) => s + x, 0)));
