// features: namespace_declaration, nested_namespace, function_signature, satisfies_expression, tuple_type, readonly_modifier, unknown_type, type_assertion, as_expression, ambient_declaration
namespace Geometry {
  export interface Point { x: number; y: number }
  export const ORIGIN: Point = { x: 0, y: 0 };
  export function dist(a: Point, b: Point = ORIGIN): number { return Math.hypot(a.x - b.x, a.y - b.y); }
  export namespace Poly {
    export function area(pts: Point[]): number {
      let s = 0;
      for (let i = 0; i < pts.length; i++) {
        const j = (i + 1) % pts.length;
        s += pts[i].x * pts[j].y - pts[j].x * pts[i].y;
      }
      return Math.abs(s) / 2;
    }
  }
}
namespace Geometry { export const UNIT = 1; }
import Poly = Geometry.Poly;
const tri: Geometry.Point[] = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 0, y: 3 }];
console.log(Geometry.dist({ x: 3, y: 4 }), Poly.area(tri), Geometry.UNIT);
function format(value: number): string;
function format(value: string, width: number): string;
function format(value: number | string, width?: number): string {
  return typeof value === "number" ? value.toFixed(1) : value.padStart(width ?? 0, ".");
}
console.log(format(3.14159), format("hi", 6));
const config = { host: "localhost", port: 8080, secure: false } satisfies Record<string, string | number | boolean>;
console.log(config.port + 1, config.host.length);
type Tuple = [name: string, score: number, ...tags: string[]];
const rows: Tuple[] = [["amy", 91, "a", "b"], ["bo", 78], ["cal", 85, "x"]];
for (const [name, score, ...tags] of rows) console.log(name, score, tags.length ? tags.join("+") : "-");
const ro: readonly number[] = [3, 1, 2];
console.log([...ro].sort(), ro.indexOf(2), ro);
let u: unknown = "text";
if (typeof u === "string") console.log(u.length);
const asserted = (u as string).toUpperCase();
console.log(asserted, <number>(<unknown>"5") === 5);
declare const maybe: number | undefined;
const k = ["a", "b"] as const;
console.log(k, k.length);
