// features: type_alias_declaration, union_type, literal_type, interface_declaration, mapped_type, conditional_type, keyof_type, generic_function, spread_element, as_expression, array_destructuring, for_of_statement, nullish_coalescing, logical_operators
type Region = "north" | "south" | "east" | "west";
type Quarter = "Q1" | "Q2" | "Q3" | "Q4";

interface Sale {
  region: Region;
  quarter: Quarter;
  product: string;
  units: number;
  unitPrice: number;
}

type Totals = Record<Region, number>;
type Optionalize<T> = { [K in keyof T]?: T[K] };
type ReadonlyDeep<T> = { readonly [K in keyof T]: T[K] extends object ? ReadonlyDeep<T[K]> : T[K] };
type Summary = {
  byRegion: Totals;
  byQuarter: Record<Quarter, number>;
  topProduct: { name: string; revenue: number };
  counts: Partial<Record<string, number>>;
};

const sales: Sale[] = [
  { region: "north", quarter: "Q1", product: "lamp", units: 10, unitPrice: 15 },
  { region: "south", quarter: "Q1", product: "desk", units: 2, unitPrice: 120 },
  { region: "north", quarter: "Q2", product: "chair", units: 6, unitPrice: 45 },
  { region: "east", quarter: "Q3", product: "lamp", units: 4, unitPrice: 15 },
  { region: "west", quarter: "Q4", product: "desk", units: 1, unitPrice: 130 },
  { region: "south", quarter: "Q2", product: "lamp", units: 12, unitPrice: 14.5 },
  { region: "east", quarter: "Q4", product: "chair", units: 3, unitPrice: 50 },
];

function zeroed<K extends string>(keys: readonly K[]): Record<K, number> {
  return keys.reduce((acc, k) => ({ ...acc, [k]: 0 }), {} as Record<K, number>);
}

function summarize(list: Sale[]): ReadonlyDeep<Summary> {
  const byRegion = zeroed(["north", "south", "east", "west"] as const);
  const byQuarter = zeroed(["Q1", "Q2", "Q3", "Q4"] as const);
  const revenue: Record<string, number> = {};
  const counts: Partial<Record<string, number>> = {};
  for (const s of list) {
    const r = s.units * s.unitPrice;
    byRegion[s.region] += r;
    byQuarter[s.quarter] += r;
    revenue[s.product] = (revenue[s.product] || 0) + r;
    counts[s.product] = (counts[s.product] ?? 0) + 1;
  }
  const [name, rev] = Object.entries(revenue).sort((a, b) => b[1] - a[1])[0];
  return { byRegion, byQuarter, topProduct: { name, revenue: rev }, counts };
}

function applyPatch<T extends object>(base: T, patch: Optionalize<T>): T {
  const out = { ...base };
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const v = patch[key];
    if (v !== undefined) out[key] = v as T[keyof T];
  }
  return out;
}

const report = summarize(sales);
console.log(JSON.stringify(report, null, 2));
const keys: (keyof Summary)[] = ["byRegion", "byQuarter", "topProduct", "counts"];
console.log(keys.map((k) => `${k}:${Object.keys(report[k]).length}`).join(" "));
const patched = applyPatch(sales[0], { units: 99, product: undefined });
console.log(JSON.stringify(patched));
console.log(JSON.stringify(sales.filter((s) => s.region === "south"), ["product", "units"]));
const pretty = JSON.stringify({ when: "2024", total: Object.values(report.byRegion).reduce((a, b) => a + b, 0) }, (k, v) => (typeof v === "number" ? Math.round(v) : v));
console.log(pretty);
const parsed = JSON.parse('{"region":"west","units":"7"}', (k, v) => (k === "units" ? Number(v) : v)) as Pick<Sale, "region" | "units">;
console.log(parsed.region, parsed.units + 1);
