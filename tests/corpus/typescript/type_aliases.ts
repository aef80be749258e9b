// features: type_alias_declaration, object_literal, interface_declaration, function_type, array_methods, shorthand_property
type Point = { x: number; y: number };
type BinOp = (a: number, b: number) => number;
type Pair<T> = [T, T];

interface Named { name: string }
interface Employee extends Named { salary: number; manager?: Named }

const ops: Record<string, BinOp> = {
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
};

function dist(p: Point, q: Point): number {
  const dx = p.x - q.x, dy = p.y - q.y;
  return Math.sqrt(dx * dx + dy * dy);
}

function swap<T>(p: Pair<T>): Pair<T> {
  return [p[1], p[0]];
}

const x = 3, y = 4;
const zero: Point = { x: 0, y: 0 };
const pt: Point = { x, y };
console.log(dist(zero, pt));
for (const k of Object.keys(ops)) {
  console.log(k, ops[k](7, 5));
}
const sw = swap<string>(["left", "right"]);
console.log(sw[0], sw[1]);
const staff: Employee[] = [
  { name: "Ann", salary: 5000 },
  { name: "Bo", salary: 4200, manager: { name: "Ann" } },
  { name: "Cy", salary: 6100, manager: { name: "Ann" } },
];
const total = staff.reduce((s, e) => s + e.salary, 0);
console.log("total", total);
for (const e of staff) {
  console.log(`${e.name} reports to ${e.manager ? e.manager.name : "nobody"}`);
}
const rich = staff.filter((e) => e.salary > 4500).map((e) => e.name);
console.log(rich.join(","));
