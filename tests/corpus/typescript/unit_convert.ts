// features: as_expression, keyof_type, enum_declaration, switch_statement, inheritance, parameter_property, in_operator, instanceof_operator, number_formatting
const LENGTH = { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, mi: 1609.344 } as const;
const MASS = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 } as const;

type LengthUnit = keyof typeof LENGTH;
type MassUnit = keyof typeof MASS;
type Unit = LengthUnit | MassUnit;

enum Dimension { Length = "length", Mass = "mass", Temperature = "temperature" }

class ConversionError extends Error {
  constructor(public readonly from: string, public readonly to: string) {
    super(`cannot convert ${from} to ${to}`);
  }
}

function dimensionOf(u: string): Dimension | undefined {
  if (u in LENGTH) return Dimension.Length;
  if (u in MASS) return Dimension.Mass;
  if (u === "C" || u === "F" || u === "K") return Dimension.Temperature;
  return undefined;
}

function convertTemp(v: number, from: string, to: string): number {
  const c = from === "C" ? v : from === "F" ? (v - 32) * 5 / 9 : v - 273.15;
  return to === "C" ? c : to === "F" ? c * 9 / 5 + 32 : c + 273.15;
}

function convert(value: number, from: string, to: string): number {
  const d = dimensionOf(from);
  if (d === undefined || d !== dimensionOf(to)) throw new ConversionError(from, to);
  switch (d) {
    case Dimension.Length: return value * LENGTH[from as LengthUnit] / LENGTH[to as LengthUnit];
    case Dimension.Mass: return value * MASS[from as MassUnit] / MASS[to as MassUnit];
    case Dimension.Temperature: return convertTemp(value, from, to);
  }
}

const queries = "5 km mi; 12 in cm; 1 mi ft; 2.5 lb kg; 100 g oz; 98.6 F C; 0 K F; 3 kg m; 1 parsec m; 1234567 mm km";
for (const q of queries.split(";").map(s => s.trim())) {
  const [v, from, to] = q.split(" ");
  try {
    const r = convert(parseFloat(v), from, to);
    console.log(`${v} ${from} = ${Number(r.toPrecision(6))} ${to}`.padEnd(30) + `[${dimensionOf(from)}]`);
  } catch (e) {
    if (e instanceof ConversionError) console.log(`error: ${e.message} (${e.from} -> ${e.to})`);
    else throw e;
  }
}
const units = Object.keys(LENGTH) as LengthUnit[];
const table = units.map(u => `${u}:${(1 / LENGTH[u]).toExponential(2)}`);
console.log(table.join(" "));
console.log(Object.entries(MASS).sort(([, a], [, b]) => b - a).map(([k]) => k));
console.log((1234567.891).toLocaleString("en-US"), (0.5).toFixed(0), (1.005).toFixed(2), (2.5).toFixed(0));
