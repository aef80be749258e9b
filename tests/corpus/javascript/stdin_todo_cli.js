// features: arrow_function, map, template_string, closures, async_await
'use strict';
const readline = require('readline');
const fs = require('fs');

const rl = readline.createInterface({ input: process.stdin, terminal: false });
const todos = new Map();
let nextId = 1;
const log = [];

function handle(line) {
  const [cmd, ...rest] = line.trim().split(/\s+/);
  const arg = rest.join(' ');
  switch (cmd) {
    case 'add': todos.set(nextId, { text: arg, done: false }); return `added #${nextId++}`;
    case 'done': {
      const t = todos.get(Number(arg));
      if (!t) return `no such todo: ${arg}`;
      t.done = true;
      return `completed "${t.text}"`;
    }
    case 'list':
      return [...todos].map(([id, t]) => `${t.done ? '[x]' : '[ ]'} ${id}. ${t.text}`).join('\n') || '(empty)';
    case '': return null;
    default: return `unknown command: ${cmd}`;
  }
}

rl.on('line', (line) => {
  const out = handle(line);
  if (out !== null) console.log(out);
  log.push(line);
});
rl.on('close', () => {
  const open = [...todos.values()].filter((t) => !t.done).length;
  console.log(`${log.length} lines read, ${open} open of ${todos.size}`);
  console.log(JSON.stringify(fs.readFileSync(0, 'utf8')));
});
console.log('reading commands...');
