// features: console_log, arrow_function, array_methods, string_methods
// Without setEncoding, process.stdin's chunks are Buffers: collected and
// joined with Buffer.concat, or appended to a string (which converts a
// Buffer as its utf8 text), as node gives them.
const chunks = [];
let text = '';
process.stdin.on('data', (chunk) => {
  chunks.push(chunk);
  text += chunk;
});
process.stdin.on('end', () => {
  const all = Buffer.concat(chunks);
  console.log(Buffer.isBuffer(chunks[0]), all.length, all.toString('utf8') === text);
  const totals = text.trim().split('\n').map((line) => line.split(',').map(Number).reduce((a, b) => a + b, 0));
  console.log(totals, `${all.slice(0, 5)}`, String(Buffer.from('naïve')));
});
