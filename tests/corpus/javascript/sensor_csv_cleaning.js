// features: regex, switch, try_catch, destructuring, map, set, array_methods, string_methods, closures, console_log
// Data cleaning: read a messy CSV of sensor readings from standard input,
// parse quoted fields, normalise units and dates, drop duplicates and
// outliers, then print a per-station report.

function parseCsvLine(line) {
  const fields = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { fields.push(cur); cur = ''; }
    else cur += ch;
  }
  fields.push(cur);
  return fields.map((f) => f.trim());
}

function normalizeDate(s) {
  let m;
  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s))) return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s))) return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  if ((m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s))) return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return null;
}

function toCelsius(value, unit) {
  switch (unit.toUpperCase()) {
    case 'C': return value;
    case 'F': return ((value - 32) * 5) / 9;
    case 'K': return value - 273.15;
    default: throw new RangeError(`unknown unit ${unit}`);
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function clean(text) {
  const [headerLine, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = parseCsvLine(headerLine).map((h) => h.toLowerCase());
  const problems = [];
  const seen = new Set();
  const rows = [];
  lines.forEach((line, idx) => {
    const cells = parseCsvLine(line);
    if (cells.length !== header.length) {
      problems.push(`line ${idx + 2}: expected ${header.length} fields, got ${cells.length}`);
      return;
    }
    const rec = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    const date = normalizeDate(rec.date);
    const value = Number.parseFloat(rec.value);
    if (!date) { problems.push(`line ${idx + 2}: bad date ${JSON.stringify(rec.date)}`); return; }
    if (Number.isNaN(value)) { problems.push(`line ${idx + 2}: bad value ${JSON.stringify(rec.value)}`); return; }
    let celsius;
    try {
      celsius = toCelsius(value, rec.unit || 'C');
    } catch (e) {
      problems.push(`line ${idx + 2}: ${e.message}`);
      return;
    }
    const station = rec.station.toLowerCase().replace(/\s+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    const key = `${station}|${date}`;
    if (seen.has(key)) { problems.push(`line ${idx + 2}: duplicate ${key}`); return; }
    seen.add(key);
    rows.push({ station, date, celsius: Math.round(celsius * 100) / 100, note: rec.note || '' });
  });
  return { rows, problems };
}

function report({ rows, problems }) {
  const byStation = Map.groupBy
    ? Map.groupBy(rows, (r) => r.station)
    : rows.reduce((m, r) => m.set(r.station, [...(m.get(r.station) || []), r]), new Map());
  for (const [station, list] of [...byStation].sort(([a], [b]) => a.localeCompare(b))) {
    const temps = list.map((r) => r.celsius);
    const med = median(temps);
    const outliers = list.filter((r) => Math.abs(r.celsius - med) > 15);
    const kept = list.filter((r) => !outliers.includes(r));
    const mean = kept.reduce((s, r) => s + r.celsius, 0) / kept.length;
    const first = kept.map((r) => r.date).sort()[0];
    const last = kept.map((r) => r.date).sort().at(-1);
    console.log(`${station}: n=${kept.length} mean=${mean.toFixed(2)}C median=${med} range=${first}..${last}`);
    for (const o of outliers) console.log(`  outlier ${o.date} ${o.celsius}C ${o.note ? `(${o.note})` : ''}`.trimEnd());
  }
  console.log(`${problems.length} problem(s):`);
  problems.forEach((p) => console.log(`  - ${p}`));
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const result = clean(input);
  console.log(`parsed ${result.rows.length} clean rows`);
  report(result);
});
