// features: higher_order, string_methods, default_params, regex, nullish_coalescing, ternary, console_log
const rows = [
  { lang: 'JavaScript', paradigm: 'multi', typing: 'dynamic', year: 1995, stars: 4.5 },
  { lang: 'Haskell', paradigm: 'functional', typing: 'static', year: 1990, stars: 3.9 },
  { lang: 'Go', paradigm: 'imperative', typing: 'static', year: 2009, stars: 4.2 },
  { lang: 'Ruby', paradigm: 'object-oriented', typing: 'dynamic', year: 1995, stars: 4.0 },
  { lang: 'C', paradigm: 'imperative', typing: 'static', year: 1972, stars: 4.1 },
];

function markdownTable(data, columns, align = {}) {
  const cells = data.map(r => columns.map(c => String(typeof r[c] === 'number' && !Number.isInteger(r[c]) ? r[c].toFixed(1) : r[c])));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map(row => row[i].length), 3));
  const pad = (s, w, a) => (a === 'right' ? s.padStart(w) : a === 'center' ? s.padStart(Math.floor((w + s.length) / 2)).padEnd(w) : s.padEnd(w));
  const line = row => `| ${row.map((s, i) => pad(s, widths[i], align[columns[i]])).join(' | ')} |`;
  const sep = `|${widths.map((w, i) => {
    const a = align[columns[i]];
    const dashes = '-'.repeat(w);
    return a === 'right' ? ` ${dashes.slice(1)}: ` : a === 'center' ? ` :${dashes.slice(2)}: ` : ` ${dashes} `;
  }).join('|')}|`;
  return [line(columns), sep, ...cells.map(line)].join('\n');
}

console.log(markdownTable(rows, ['lang', 'paradigm', 'year', 'stars'], { year: 'right', stars: 'center' }));
console.log();
const byTyping = Object.entries(rows.reduce((acc, r) => { (acc[r.typing] ??= []).push(r.lang); return acc; }, {}))
  .map(([typing, langs]) => ({ typing, count: langs.length, langs: langs.sort().join(', ') }));
console.log(markdownTable(byTyping, ['typing', 'count', 'langs'], { count: 'right' }));
const decades = Map.groupBy ? 'has groupBy' : 'no groupBy';
console.log(decades);
const byDecade = {};
for (const r of rows) {
  const d = `${Math.floor(r.year / 10) * 10}s`;
  byDecade[d] = byDecade[d] ? `${byDecade[d]}, ${r.lang}` : r.lang;
}
console.log(Object.keys(byDecade).sort().map(k => `- **${k}**: ${byDecade[k]}`).join('\n'));
const escapeMd = s => s.replace(/([|*_`\\])/g, '\\$1');
console.log(escapeMd('a|b *c* _d_ `e` \\f'));
console.log(rows.map(({ lang, stars }) => `${lang}${'★'.repeat(Math.round(stars))}${'☆'.repeat(5 - Math.round(stars))}`).join('\n'));
