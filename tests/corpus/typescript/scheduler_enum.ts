// features: enum_declaration, tuple_type, interface_declaration, map_object, template_string, string_methods
enum Weekday { Mon = 1, Tue, Wed, Thu, Fri, Sat, Sun }
enum Level { Debug = "DEBUG", Info = "INFO", Warn = "WARN" }
interface Job { name: string; every: Weekday[]; at: [hour: number, minute: number]; level: Level }
const jobs: Job[] = [
  { name: "backup", every: [Weekday.Mon, Weekday.Thu], at: [2, 30], level: Level.Info },
  { name: "report", every: [Weekday.Fri], at: [17, 0], level: Level.Warn },
  { name: "cleanup", every: [Weekday.Sat, Weekday.Sun], at: [4, 5], level: Level.Debug },
  { name: "sync", every: [Weekday.Mon, Weekday.Tue, Weekday.Wed, Weekday.Thu, Weekday.Fri], at: [9, 15], level: Level.Info },
];
const pad2 = (n: number) => n.toString().padStart(2, "0");
for (let d = Weekday.Mon; d <= Weekday.Sun; d++) {
  const today = jobs.filter(j => j.every.includes(d)).sort((x, y) => x.at[0] * 60 + x.at[1] - (y.at[0] * 60 + y.at[1]));
  console.log(`${Weekday[d].padEnd(3)}: ${today.map(j => `${pad2(j.at[0])}:${pad2(j.at[1])} ${j.name} [${j.level}]`).join(", ") || "-"}`);
}
const perLevel = new Map<Level, number>();
for (const j of jobs) perLevel.set(j.level, (perLevel.get(j.level) ?? 0) + j.every.length);
console.log(perLevel, [...perLevel.keys()]);
console.log(Object.keys(Weekday).filter(k => isNaN(Number(k))), Weekday.Sun - Weekday.Mon, Level.Warn.toLowerCase());
function isWeekend(d: Weekday): boolean { return d === Weekday.Sat || d === Weekday.Sun; }
console.log([Weekday.Fri, Weekday.Sat].map(isWeekend), Weekday["Wed"], typeof Weekday.Mon, typeof Level.Info);
const busiest = jobs.reduce((best, j) => (j.every.length > best.every.length ? j : best));
console.log(busiest.name, busiest.at, JSON.stringify(busiest));
