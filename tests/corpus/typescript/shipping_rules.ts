// features: abstract_class, abstract_method, generic_class, override_modifier, static_member, type_guard, tuple_type
// Shipping cost rules engine: generic constraints, abstract rules, override, static factory
interface Parcel { id: string; weightKg: number; dims: [number, number, number]; zone: "domestic" | "eu" | "world"; fragile?: boolean; express?: boolean }

abstract class Rule<TCtx extends { parcel: Parcel }> {
  static created = 0;
  constructor(readonly name: string, protected readonly priority: number = 0) { Rule.created++; }
  abstract applies(ctx: TCtx): boolean;
  abstract adjust(cost: number, ctx: TCtx): number;
  toString(): string { return `${this.constructor.name}(${this.name}, p=${this.priority})`; }
  static byPriority<T extends Rule<any>>(rules: T[]): T[] { return [...rules].sort((a, b) => b.priority - a.priority); }
}

type Ctx = { parcel: Parcel; volumetric: number };

class BaseRate extends Rule<Ctx> {
  private static table = { domestic: 4.5, eu: 9, world: 18 } as const;
  constructor() { super("base", 100); }
  applies(): boolean { return true; }
  adjust(_: number, { parcel, volumetric }: Ctx): number {
    const billable = Math.max(parcel.weightKg, volumetric);
    return BaseRate.table[parcel.zone] + Math.ceil(billable) * 1.25;
  }
}

class Surcharge extends Rule<Ctx> {
  constructor(name: string, private pred: (c: Ctx) => boolean, private amount: number, private percent = false) { super(name, 10); }
  applies(c: Ctx) { return this.pred(c); }
  adjust(cost: number) { return this.percent ? cost * (1 + this.amount / 100) : cost + this.amount; }
  override toString(): string { return `${super.toString()}[${this.percent ? this.amount + "%" : "+" + this.amount}]`; }
}

class Cap extends Rule<Ctx> {
  constructor(private max: number) { super("cap", -1); }
  applies() { return true; }
  adjust(cost: number) { return Math.min(cost, this.max); }
}

function quote(p: Parcel, rules: Rule<Ctx>[]): { total: number; trail: string[] } {
  const [l, w, h] = p.dims;
  const ctx: Ctx = { parcel: p, volumetric: (l * w * h) / 5000 };
  let cost = 0;
  const trail: string[] = [];
  for (const r of Rule.byPriority(rules)) {
    if (!r.applies(ctx)) continue;
    const next = r.adjust(cost, ctx);
    trail.push(`${r.name}:${(next - cost >= 0 ? "+" : "") + (next - cost).toFixed(2)}`);
    cost = next;
  }
  return { total: Math.round(cost * 100) / 100, trail };
}

const rules: Rule<Ctx>[] = [
  new Cap(120),
  new Surcharge("fragile", c => !!c.parcel.fragile, 3.5),
  new Surcharge("express", c => c.parcel.express === true, 40, true),
  new Surcharge("oversize", c => Math.max(...c.parcel.dims) > 100, 25),
  new BaseRate(),
];

const parcels: Parcel[] = [
  { id: "P1", weightKg: 1.2, dims: [20, 15, 10], zone: "domestic" },
  { id: "P2", weightKg: 3, dims: [60, 40, 40], zone: "eu", fragile: true },
  { id: "P3", weightKg: 22, dims: [120, 50, 50], zone: "world", express: true },
  { id: "P4", weightKg: 0.4, dims: [10, 10, 5], zone: "world", express: true, fragile: true },
];

for (const p of parcels) {
  const { total, trail } = quote(p, rules);
  console.log(`${p.id} ${p.zone.padEnd(8)} ${total.toFixed(2).padStart(7)}  ${trail.join(" ")}`);
}
console.log(Rule.byPriority(rules).map(String));
console.log("rules created:", Rule.created);
console.log(rules.filter((r): r is Surcharge => r instanceof Surcharge).length);
