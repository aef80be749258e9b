// features: string_methods, regex, destructuring, array_methods, spread, math, unicode_strings, console_log, template_string
const raw = `id,name,hw1,hw2,midterm,final
s01,Avery Chen,88,92,71,80
s02,Blake O'Neil,95,,84,91
s03,Carmen Díaz,72,65,58,61
s04,Dev Patel,100,98,93,97
s05,Elif Şahin,81,77,,70
s06,Farah Ali,60,70,65,59`;

const [header, ...rows] = raw.split('\n').map(line => line.split(','));
const students = rows.map(cols => Object.fromEntries(header.map((h, i) => [h, /^\d+$/.test(cols[i]) ? Number(cols[i]) : cols[i] || null])));

const weights = { hw1: 0.15, hw2: 0.15, midterm: 0.3, final: 0.4 };

function weighted(s) {
  let total = 0, used = 0;
  for (const [k, w] of Object.entries(weights)) {
    if (s[k] == null) continue;
    total += s[k] * w;
    used += w;
  }
  return used ? total / used : NaN;
}

const scores = students.map(s => ({ ...s, score: weighted(s) }));
const mean = scores.reduce((a, s) => a + s.score, 0) / scores.length;
const sd = Math.sqrt(scores.reduce((a, s) => a + (s.score - mean) ** 2, 0) / (scores.length - 1));
const letter = z => (z >= 1 ? 'A' : z >= 0.25 ? 'B' : z >= -0.5 ? 'C' : z >= -1.25 ? 'D' : 'F');

console.log(`mean ${mean.toFixed(2)} sd ${sd.toFixed(2)}`);
const report = scores
  .map(s => ({ ...s, z: (s.score - mean) / sd }))
  .sort((a, b) => b.score - a.score);
for (const s of report) {
  const missing = Object.keys(weights).filter(k => s[k] === null);
  console.log(
    `${s.id} ${s.name.padEnd(14)} ${s.score.toFixed(1).padStart(5)} z=${s.z >= 0 ? '+' : ''}${s.z.toFixed(2)} ${letter(s.z)}` +
      (missing.length ? ` (missing: ${missing.join(', ')})` : ''),
  );
}
const dist = report.reduce((acc, s) => ({ ...acc, [letter(s.z)]: (acc[letter(s.z)] || 0) + 1 }), {});
console.log(dist);
const median = arr => { const a = [...arr].sort((x, y) => x - y); const m = a.length >> 1; return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2; };
console.log('median final', median(students.map(s => s.final)), 'top', report[0].name.split(' ')[0]);
console.log(students[1]);
console.log(report.map(s => s.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()).join('; '));
console.log(new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(report[0].score / 100));
