// features: interface_declaration, literal_type, union_type, arrow_function, map_object, array_methods, string_methods, number_formatting, optional_chain
interface Student { name: string; scores: number[] }
type Grade = "A" | "B" | "C" | "D" | "F";
const students: Student[] = [
  { name: "Émile", scores: [88, 92, 79] },
  { name: "Zoë", scores: [95, 98, 100] },
  { name: "Bob", scores: [55, 61, 70] },
  { name: "Ana", scores: [72, 68, 81] },
];
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const stdev = (xs: number[]): number => { const m = mean(xs); return Math.sqrt(mean(xs.map(x => (x - m) ** 2))); };
function grade(avg: number): Grade {
  if (avg >= 90) return "A";
  if (avg >= 80) return "B";
  if (avg >= 70) return "C";
  if (avg >= 60) return "D";
  return "F";
}
const report = students.map(s => ({ name: s.name, avg: mean(s.scores), grade: grade(mean(s.scores)) }));
report.sort((a, b) => b.avg - a.avg);
for (const r of report) console.log(`${r.name.padEnd(6)}|${r.avg.toFixed(1).padStart(6)} | ${r.grade}`);
const byGrade = new Map<Grade, string[]>();
for (const r of report) byGrade.set(r.grade, [...(byGrade.get(r.grade) ?? []), r.name]);
console.log(byGrade);
const all = students.flatMap(s => s.scores);
console.log(`mean=${mean(all).toFixed(2)} sd=${stdev(all).toFixed(2)} max=${Math.max(...all)} min=${Math.min(...all)}`);
const sorted = [...all].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
console.log("median", median, sorted);
const names = students.map(s => s.name).sort((a, b) => a.localeCompare(b));
console.log(names, names.map(n => n.length));
const histogram: Record<Grade, number> = { A: 0, B: 0, C: 0, D: 0, F: 0 };
report.forEach(r => histogram[r.grade]++);
console.log(Object.entries(histogram).map(([g, n]) => `${g}:${"#".repeat(n)}`).join(" "));
console.log(report.find(r => r.grade === "F")?.name ?? "none", report.findIndex(r => r.name.startsWith("Z")), [...report].reverse().find(r => r.avg > 70)?.name);
