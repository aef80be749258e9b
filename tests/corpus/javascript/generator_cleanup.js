// features: generators, finally, try_catch, for_of, break_continue, console_log, spread
// Generators that hold a resource: leaving a for-of early, or calling
// return(), runs their finally blocks; catch clauses do not swallow it.
const opened = new Set();
function* readLines(name, text) {
  opened.add(name);
  try {
    for (const line of text.split('\n')) yield line.trim();
  } catch (err) {
    console.log(`  ${name}: read error ${err.message}`);
  } finally {
    opened.delete(name);
    console.log(`  ${name}: closed`);
  }
}

const config = 'host=example.org\nport=8080\n# end\nignored=1';
const settings = {};
for (const line of readLines('config', config)) {
  if (line.startsWith('#')) break;
  const [k, v] = line.split('=');
  settings[k] = v;
}
console.log(settings, [...opened]);

const log = readLines('log', 'a\nb\nc');
console.log(log.next(), log.return('stopped'), log.next());
const fresh = readLines('never-started', 'x');
console.log(fresh.return('early'), opened.has('never-started'));

const reader = readLines('shared', '1\n2\n3\n4');
for (const n of reader) if (n === '2') break;
console.log('rest after break:', [...reader]);

const broken = readLines('broken', 'p\nq');
broken.next();
console.log(broken.throw(new Error('disk gone')));
for (const row of readLines('outer', 'r1\nr2')) {
  for (const col of [1, 2, 3]) if (col === 2) break;
  console.log('row', row);
}
