// features: nested_arrays, array_from, destructuring, while_loop, template_string, string_methods, console_log
function lcsTable(a, b) {
  const t = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      t[i][j] = a[i] === b[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
  return t;
}

function diff(a, b) {
  const t = lcsTable(a, b);
  const ops = [];
  let i = 0, j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { ops.push([' ', a[i]]); i++; j++; }
    else if (t[i + 1][j] >= t[i][j + 1]) ops.push(['-', a[i++]]);
    else ops.push(['+', b[j++]]);
  }
  while (i < a.length) ops.push(['-', a[i++]]);
  while (j < b.length) ops.push(['+', b[j++]]);
  return ops;
}

function hunks(ops, context = 1) {
  const changed = ops.map((op, k) => (op[0] !== ' ' ? k : -1)).filter(k => k >= 0);
  const groups = [];
  for (const k of changed) {
    const last = groups.at(-1);
    if (last && k - last.end <= 2 * context + 1) last.end = k;
    else groups.push({ start: k, end: k });
  }
  return groups.map(({ start, end }) => ops.slice(Math.max(0, start - context), end + context + 1));
}

const before = `function greet(name) {
  const greeting = "Hello";
  console.log(greeting + ", " + name);
  return true;
}

greet("world");
greet("again");`.split('\n');

const after = `function greet(name, punct = "!") {
  const greeting = "Hello";
  console.log(\`\${greeting}, \${name}\${punct}\`);
  return true;
}

greet("world");
greet("there", "?");`.split('\n');

const ops = diff(before, after);
const stats = ops.reduce((s, [k]) => ({ ...s, [k]: (s[k] ?? 0) + 1 }), {});
console.log(stats);
for (const h of hunks(ops)) {
  console.log('@@');
  for (const [k, line] of h) console.log(`${k}${line}`);
}
const words = (s) => s.split(/(\s+)/);
const wd = diff(words('the quick brown fox jumps'), words('the slow brown dog jumps high'));
console.log(wd.map(([k, w]) => (k === ' ' ? w : k === '-' ? `[-${w}-]` : `{+${w}+}`)).join(''));
const charOps = diff([...'kitten'], [...'sitting']);
console.log(charOps.filter(([k]) => k !== ' ').length, 'edits', charOps.map(o => o.join('')).join(','));
console.log(lcsTable([...'ABCBDAB'], [...'BDCABA'])[0][0]);
