// features: binary_operators, logical_operators, interface_declaration, enum_declaration, class_declaration, parameter_property, ternary_expression, sequence_expression
// Sensor alarm thresholds: out-of-band checks written the way people do,
// `v < band.min || v > (band.max)` (a comparison the grammar can mistake for a generic call).
interface Band {
  min: number;
  max: number;
}

interface Limits {
  warn: Band;
  trip: Band;
}

enum Level {
  Ok = 0,
  Warn = 5,
  Trip = 9,
}

class Channel {
  private readonly history: number[] = [];
  constructor(readonly name: string, private readonly limits: Limits, private readonly hysteresis = 0.5) {}

  level(v: number): Level {
    const t = this.limits.trip;
    const w = this.limits.warn;
    if (v < t.min || v > (t.max)) return Level.Trip;
    if (v < w.min || v > (w.max - 0)) return Level.Warn;
    return Level.Ok;
  }

  // Inside the band by at least the hysteresis margin on both sides.
  settled(v: number): boolean {
    const w = this.limits.warn;
    return v > w.min + this.hysteresis && v < w.max - this.hysteresis;
  }

  record(v: number): string {
    const prev = this.history.length ? this.history[this.history.length - 1] : v;
    this.history.push(v);
    const lv = this.level(v);
    const jump = Math.abs(v - prev);
    const spike = jump > this.limits.warn.max - this.limits.warn.min || v < Level.Warn && jump > (Level.Trip);
    return `${this.name} ${v.toFixed(1).padStart(6)} ${Level[lv].padEnd(4)}${spike ? " spike" : ""}${this.settled(v) ? " settled" : ""}`;
  }
}

const boiler = new Channel("boiler", { warn: { min: 40, max: 80 }, trip: { min: 20, max: 95 } });
const tank = new Channel("tank", { warn: { min: 1.5, max: 4 }, trip: { min: 0.5, max: 4.8 } }, 0.25);
for (const v of [55, 79.9, 80.1, 96, 70, 39, 19.5, 61]) console.log(boiler.record(v));
for (const v of [2, 0.4, 1.6, 4.9, 3.8, 14]) console.log(tank.record(v));

const gate = { lo: 3, hi: 7 };
const flags = [0, 3, 5, 7, 9].map((i) => ({
  i,
  outside: i < gate.lo || i > (gate.hi),
  strictlyInside: i > gate.lo && i < (gate.hi),
  edge: i === gate.lo || i === (gate.hi) ? "edge" : "-",
  weird: i < gate.lo || (i > gate.hi) || i > (gate.lo, gate.hi - 1) && i < (gate.hi + 1),
}));
flags.forEach((f) => console.log(JSON.stringify(f)));
const n = 4;
console.log(n < gate.lo || n > (gate.hi) ? "reject" : "accept", 1 + n < gate.hi && n > (gate.lo));
console.log(`levels: ${[Level.Ok, Level.Warn, Level.Trip].map((l) => `${Level[l]}=${l}`).join(", ")}`);
