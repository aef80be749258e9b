// features: class_declaration, map, set, sort, array_methods, object_static, json_stringify, spread, destructuring
class School {
  constructor() {
    this.students = new Map();
  }

  add(name, grade) {
    if (this.students.has(name)) return false;
    this.students.set(name, grade);
    return true;
  }

  grade(level) {
    return [...this.students]
      .filter(([, g]) => g === level)
      .map(([name]) => name)
      .sort();
  }

  roster() {
    const byGrade = {};
    for (const [name, g] of this.students) {
      byGrade[g] = byGrade[g] || [];
      byGrade[g].push(name);
    }
    for (const key of Object.keys(byGrade)) byGrade[key].sort();
    return Object.keys(byGrade)
      .map(Number)
      .sort((a, b) => a - b)
      .flatMap((g) => byGrade[g]);
  }
}

const school = new School();
const additions = [["Aimee", 2], ["Blair", 2], ["James", 2], ["Paul", 2], ["James", 3], ["Chelsea", 3], ["Logan", 7], ["Jim", 3], ["Peter", 1], ["Anna", 1], ["Barb", 1], ["Zoe", 2], ["Alex", 2]];
const added = additions.map(([n, g]) => school.add(n, g));
console.log(added);
console.log(school.roster());
for (const level of [1, 2, 3, 5, 7]) {
  console.log(`grade ${level}:`, school.grade(level));
}

const sizes = new Map();
for (const g of school.students.values()) sizes.set(g, (sizes.get(g) ?? 0) + 1);
console.log(sizes);
console.log(JSON.stringify(Object.fromEntries(sizes)));
console.log(JSON.stringify({ roster: school.roster().slice(0, 3), total: school.students.size }, null, 2));

const initials = new Set(school.roster().map((n) => n[0]));
console.log(initials, initials.has("Z"), [...initials].sort().join(""));

const empty = new School();
console.log(empty.roster(), empty.grade(1), empty.roster().length === 0);
console.log(Array.from(school.students.keys()).filter((n) => n.length <= 4));
const grouped = Object.entries(
  school.roster().reduce((acc, name) => {
    const len = name.length;
    (acc[len] ??= []).push(name);
    return acc;
  }, {})
);
console.log(grouped);
