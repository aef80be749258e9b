// features: function_signature, optional_parameter, default_parameter, parameter_property, union_type, typeof_operator
function parseValue(s: string): number;
function parseValue(s: string[]): number[];
function parseValue(s: string | string[]): number | number[] {
  if (Array.isArray(s)) return s.map(x => parseValue(x));
  const n = Number(s.trim());
  return Number.isNaN(n) ? 0 : n;
}

function pad(value: string, width: number): string;
function pad(value: number, width: number, fill?: string): string;
function pad(value: string | number, width: number, fill = " "): string {
  return typeof value === "number" ? String(value).padStart(width, fill) : value.padEnd(width, fill);
}

class Vec {
  constructor(public x: number, public y: number) {}
  scale(k: number): Vec;
  scale(kx: number, ky: number): Vec;
  scale(kx: number, ky?: number): Vec {
    return new Vec(this.x * kx, this.y * (ky ?? kx));
  }
  toString() { return `(${this.x}, ${this.y})`; }
}

console.log(parseValue(" 42 "), parseValue("abc"), parseValue(["1", "2.5", "x", "-3"]));
console.log(`[${pad("id", 6)}][${pad(7, 4, "0")}][${pad(12, 5)}]`);
const v = new Vec(2, 3);
console.log(`${v.scale(2)} ${v.scale(2, -1)}`);
console.log([v, v.scale(0.5)].map(String).join(" -> "));
