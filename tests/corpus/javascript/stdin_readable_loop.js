// features: console_log, while_loop, string_methods, array_methods
// The 'readable' style of reading process.stdin: read() until null inside
// the listener, then work on the whole text at 'end'; a program with no
// input still gets 'end'.
const parts = [];
process.stdin.on('readable', () => {
  let chunk;
  while ((chunk = process.stdin.read()) !== null) parts.push(String(chunk));
});
process.stdin.on('end', () => {
  const words = parts.join('').split(/\s+/).filter(Boolean);
  const freq = new Map();
  for (const w of words) freq.set(w.toLowerCase(), (freq.get(w.toLowerCase()) || 0) + 1);
  const top = [...freq].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3);
  console.log(words.length, top.map(([w, n]) => `${w}:${n}`).join(', '));
});
