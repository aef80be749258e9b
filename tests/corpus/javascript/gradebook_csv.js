// features: string_methods, array_methods, sort, object_static, console_log, destructuring, math
const raw = `name,math,physics,literature,history
Alice,92,88,79,85
Bob,67,72,91,58
Carmen,85,95,70,90
Dmitri,45,60,55,70
Eun-ji,99,97,93,96
Farid,78,,82,74`;

const [header, ...rows] = raw.split('\n');
const subjects = header.split(',').slice(1);
const students = rows.map(r => {
  const [name, ...scores] = r.split(',');
  return {
    name,
    scores: Object.fromEntries(subjects.map((s, i) => [s, scores[i] === '' ? null : Number(scores[i])])),
  };
});

const letter = (avg) => avg >= 90 ? 'A' : avg >= 80 ? 'B' : avg >= 70 ? 'C' : avg >= 60 ? 'D' : 'F';

for (const st of students) {
  const vals = Object.values(st.scores).filter(v => v !== null);
  st.avg = vals.reduce((a, b) => a + b, 0) / vals.length;
  st.grade = letter(st.avg);
}

students.sort((a, b) => b.avg - a.avg || a.name.localeCompare(b.name));
console.log('Rank Name     Avg    Grade');
students.forEach((s, i) => {
  console.log(`${String(i + 1).padStart(4)} ${s.name.padEnd(8)} ${s.avg.toFixed(2).padStart(6)} ${s.grade}`);
});

const bySubject = {};
for (const subj of subjects) {
  const vals = students.map(s => s.scores[subj]).filter(v => v != null);
  const mean = vals.reduce((a, b) => a + b) / vals.length;
  const sd = Math.sqrt(vals.reduce((a, v) => a + (v - mean) ** 2, 0) / vals.length);
  bySubject[subj] = { mean: +mean.toFixed(2), sd: Math.round(sd * 100) / 100, max: Math.max(...vals) };
}
console.log(bySubject);
console.table(bySubject);

const dist = students.reduce((acc, s) => { acc[s.grade] = (acc[s.grade] || 0) + 1; return acc; }, {});
console.log(dist);
const missing = students.filter(s => Object.values(s.scores).includes(null)).map(s => s.name);
console.log('incomplete:', missing);
console.log(students[0]);
console.log(JSON.stringify(students.slice(-1)));
