// features: block_scope_per_iteration, closures, object_methods, function_hoisting, class_expression, destructuring, for_of, console_log
// A widget toolkit registers handlers inside loops: each handler object,
// hoisted helper function and class made in an iteration keeps that
// iteration's let/const bindings (object-literal methods, accessors,
// function declarations, class expressions, destructured loop variables).
const buttons = [];
for (let i = 0; i < 3; i++) {
  buttons.push({
    label: `btn${i}`,
    click() { return `clicked #${i}`; },
    get position() { return i * 10; },
    [`on${i}`]() { return i + 100; },
  });
}
console.log(buttons.map((b) => b.click()), buttons.map((b) => b.position));
console.log(buttons.map((b, k) => b[`on${k}`]()));

const formatters = [];
for (let width = 4; width <= 6; width++) {
  function pad(s) { return String(s).padStart(width, '.'); }
  formatters.push(pad);
}
console.log(formatters.map((f) => f(7)));

const scaled = [];
for (let i = 1; i <= 3; i++) {
  const factor = i * 2;
  function scale(x) { return x * factor; }
  scaled.push(scale);
}
console.log(scaled.map((f) => f(5)));

const kinds = [];
for (const kind of ['circle', 'square']) {
  kinds.push(class { describe() { return `a ${kind}`; } });
}
console.log(kinds.map((K) => new K().describe()));

const handlers = {};
for (const [event, code] of Object.entries({ open: 1, close: 2 })) {
  handlers[event] = { run(arg) { return `${event}(${code}):${arg}`; } };
}
console.log(handlers.open.run('a'), handlers.close.run('b'));

const counters = [];
for (let i = 0; i < 2; i++) {
  counters.push({ n: i, bump() { this.n += 10; return [this.n, i]; } });
}
console.log(counters.map((c) => c.bump()), counters.map((c) => c.bump()));

const specs = [];
for (const { name, size = 1 } of [{ name: 'a' }, { name: 'b', size: 3 }]) {
  specs.push({ toString() { return `${name}x${size}`; } });
}
console.log(specs.map(String).join(' '));
