// features: regex, string_methods, array_methods, map, set, sort
const text = `The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs!
How vexingly quick daft zebras jump; the five boxing wizards jump quickly.`;

function wrap(str, width) {
  const words = str.split(/\s+/).filter(Boolean);
  const lines = [];
  let cur = [];
  let len = 0;
  for (const w of words) {
    if (len + w.length + cur.length > width && cur.length) {
      lines.push(cur);
      cur = [];
      len = 0;
    }
    cur.push(w);
    len += w.length;
  }
  if (cur.length) lines.push(cur);
  return lines;
}

function justify(lines, width) {
  return lines.map((words, idx) => {
    if (idx === lines.length - 1 || words.length === 1) return words.join(' ').padEnd(width);
    const total = words.reduce((n, w) => n + w.length, 0);
    const gaps = words.length - 1;
    const spaces = width - total;
    const base = Math.floor(spaces / gaps);
    let extra = spaces % gaps;
    return words.reduce((acc, w, i) => {
      if (i === 0) return w;
      const pad = base + (extra-- > 0 ? 1 : 0);
      return acc + ' '.repeat(pad) + w;
    }, '');
  });
}

for (const width of [30, 45]) {
  console.log(`+${'-'.repeat(width)}+`);
  for (const line of justify(wrap(text, width), width)) console.log(`|${line}|`);
  console.log(`+${'-'.repeat(width)}+`);
}

const centered = wrap(text, 36).map(ws => {
  const s = ws.join(' ');
  const left = Math.floor((36 - s.length) / 2);
  return ' '.repeat(left) + s;
});
console.log(centered.join('\n'));

const sentences = text.split(/(?<=[.!;])\s+/);
console.log(sentences.length, sentences.map(s => s.length));
const letters = [...text.toLowerCase()].filter(c => /[a-z]/.test(c));
const freq = new Map();
letters.forEach(c => freq.set(c, (freq.get(c) ?? 0) + 1));
const top = [...freq].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
console.log(top);
console.log('pangram:', new Set(letters).size === 26);
console.log(text.replace(/\b(\w)(\w*)/g, (_, a, b) => a.toUpperCase() + b).slice(0, 60));
const longest = text.match(/\w+/g).reduce((a, b) => (b.length > a.length ? b : a));
console.log(`longest word: "${longest}" (${longest.length})`);
