// features: union_type, typeof_operator, instanceof_operator, type_guard, in_operator, literal_type, type_alias_declaration
type Id = number | string;

function describe(id: Id): string {
  if (typeof id === "number") {
    return `number ${id.toFixed(1)}`;
  }
  return `string ${id.toUpperCase()}`;
}

interface Fish { swim(): string; }
interface Bird { fly(): string; }

class Salmon implements Fish { swim() { return "salmon swims"; } }
class Eagle implements Bird { fly() { return "eagle flies"; } }

function isFish(a: Fish | Bird): a is Fish {
  return (a as Fish).swim !== undefined;
}

function move(a: Fish | Bird): string {
  if (isFish(a)) return a.swim();
  return a.fly();
}

type Shape =
  | { kind: "circle"; r: number }
  | { kind: "square"; side: number }
  | { kind: "rect"; w: number; h: number };

function area(s: Shape): number {
  switch (s.kind) {
    case "circle": return 3 * s.r * s.r;
    case "square": return s.side * s.side;
    case "rect": return s.w * s.h;
  }
}

function len(x: string | string[] | null): number {
  if (x === null) return -1;
  if (Array.isArray(x)) return x.length * 100;
  return x.length;
}

function kindOf(x: Salmon | Eagle | Date): string {
  if (x instanceof Salmon) return "salmon";
  if ("fly" in x) return "bird";
  return "other";
}

console.log(describe(42), describe("abc"));
console.log(move(new Salmon()), move(new Eagle()));
const shapes: Shape[] = [{ kind: "circle", r: 2 }, { kind: "square", side: 3 }, { kind: "rect", w: 2, h: 5 }];
console.log(shapes.map(area).join(" "));
console.log(len("hello"), len(["a", "b"]), len(null));
console.log(kindOf(new Salmon()), kindOf(new Eagle()));
