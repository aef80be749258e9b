// features: generator_function, type_alias_declaration, union_type, literal_type, interface_declaration, optional_parameter, ternary_expression
// Recurring event expansion using Date with explicit UTC dates
type Freq = "daily" | "weekly" | "monthly";
interface Rule { title: string; start: Date; freq: Freq; interval: number; count?: number; until?: Date; byDay?: number[] }

const DAY = 86_400_000;
const names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function addMonths(d: Date, n: number): Date {
  const r = new Date(d.getTime());
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}

function* expand(rule: Rule): Generator<Date> {
  let emitted = 0;
  let cur = new Date(rule.start.getTime());
  for (let guard = 0; guard < 1000; guard++) {
    const candidates = rule.freq === "weekly" && rule.byDay
      ? rule.byDay.map(wd => new Date(cur.getTime() + ((wd - cur.getUTCDay() + 7) % 7) * DAY)).sort((a, b) => +a - +b)
      : [cur];
    for (const c of candidates) {
      if (rule.until && c > rule.until) return;
      if (rule.count !== undefined && emitted >= rule.count) return;
      if (c < rule.start) continue;
      emitted++;
      yield c;
    }
    cur = rule.freq === "daily" ? new Date(cur.getTime() + rule.interval * DAY)
      : rule.freq === "weekly" ? new Date(cur.getTime() + 7 * rule.interval * DAY)
      : addMonths(cur, rule.interval);
  }
}

const fmt = (d: Date) => `${names[d.getUTCDay()]} ${d.toISOString().slice(0, 10)}`;
const rules: Rule[] = [
  { title: "Standup", start: new Date(Date.UTC(2024, 0, 1)), freq: "weekly", interval: 1, byDay: [1, 3, 5], count: 7 },
  { title: "Payroll", start: new Date(Date.UTC(2024, 0, 31)), freq: "monthly", interval: 1, count: 4 },
  { title: "Backup", start: new Date(Date.UTC(2024, 1, 26, 22, 30)), freq: "daily", interval: 2, until: new Date(Date.UTC(2024, 2, 5)) },
];
for (const r of rules) {
  const dates = [...expand(r)];
  console.log(`${r.title} (${dates.length}): ${dates.map(fmt).join(", ")}`);
}
const backup = [...expand(rules[2])];
console.log(backup[0].toISOString(), backup[backup.length - 1].getUTCHours(), backup.length);
const leap = new Date(Date.UTC(2024, 1, 29));
console.log(fmt(leap), leap.getTime(), new Date(Date.UTC(2023, 1, 29)).toISOString());
const span = (Date.UTC(2024, 11, 25) - Date.UTC(2024, 0, 1)) / DAY;
console.log(`days until Christmas from Jan 1: ${span}`);
console.log(JSON.stringify({ when: new Date(Date.UTC(2024, 5, 15, 12)) }));
