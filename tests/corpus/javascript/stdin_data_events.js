// features: console_log, closures, arrow_function, string_methods, array_methods, template_string
// A grade-book reader collects process.stdin's 'data' chunks, then on 'end'
// parses "name score" lines and prints a ranking; node keeps fd 0 open,
// so the 'close' listener never runs.
let input = '';
let chunks = 0;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  chunks += 1;
  input += chunk;
});
process.stdin.on('end', () => {
  const rows = input
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [name, score] = line.split(/\s+/);
      return { name, score: Number(score) };
    });
  rows.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  rows.forEach((r, i) => console.log(`${i + 1}. ${r.name.padEnd(6)} ${r.score}`));
  const mean = rows.reduce((s, r) => s + r.score, 0) / rows.length;
  console.log(`students=${rows.length} mean=${mean.toFixed(2)} chunks>0=${chunks > 0}`);
});
process.stdin.on('close', () => console.log('stream closed'));
console.log('waiting for input');
