// features: static_member, keyof_type, subscript_expression, literal_type, template_string, compound_assignment
// Classes used as lookup tables: statics read and written by computed name (Units[unit], Format[kind](x)).
class Units {
  static km = 1000;
  static m = 1;
  static cm = 0.01;
  static mi = 1609.344;
}
type Unit = "km" | "m" | "cm" | "mi";

class Format {
  static calls = 0;
  static plain(n: number): string {
    Format.calls++;
    return String(n);
  }
  static fixed(n: number): string {
    Format.calls++;
    return n.toFixed(2);
  }
  static sci(n: number): string {
    Format.calls++;
    return n.toExponential(3);
  }
}
type Kind = "plain" | "fixed" | "sci";

function convert(value: number, from: Unit, to: Unit): number {
  return (value * Units[from]) / Units[to];
}

const trips: [number, Unit, Unit, Kind][] = [
  [5, "km", "mi", "fixed"],
  [26.2, "mi", "km", "fixed"],
  [180, "cm", "m", "plain"],
  [3, "mi", "cm", "sci"],
];
for (const [v, from, to, kind] of trips) {
  console.log(`${v} ${from} = ${Format[kind](convert(v, from, to))} ${to}`);
}

// recalibrate a unit at run time through the same computed names
const key: Unit = "mi";
Units[key] = 1600;
Units["cm"] *= 10; // a misprint corrected later
console.log(Units.mi, Units.cm, convert(1, "mi", "m"), Format["calls"]);
Units["cm"] /= 10;
const table = (["km", "m", "cm", "mi"] as Unit[]).map((u) => `${u}:${Units[u]}`);
console.log(table.join(" "), typeof Format["plain"], Format.calls);
