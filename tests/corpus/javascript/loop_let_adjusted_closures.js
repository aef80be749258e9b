// features: block_scope_per_iteration, closures, arrow_function, template_string, console_log
// A retry planner builds one callback per attempt. Each attempt's `let`
// values are adjusted (reassigned) before the callback is made, and every
// callback must keep its own attempt's values, not the last iteration's.
const callbacks = [];
for (let attempt = 1; attempt <= 4; attempt++) {
  let delay = 100 * 2 ** (attempt - 1);
  if (delay > 500) delay = 500;            // cap the backoff
  let note;
  if (attempt === 1) note = 'first try'; else note = `retry #${attempt - 1}`;
  note += delay === 500 ? ' (capped)' : '';
  callbacks.push(() => `${note}: wait ${delay} ms`);
}
console.log(callbacks.map((f) => f()));

const labels = [];
for (const [i, name] of ['north', 'east', 'south'].entries()) {
  let label = name;
  label = label[0].toUpperCase() + label.slice(1);
  let { x, y } = { x: i, y: i * 10 };
  [x, y] = [y, x];
  labels.push({ describe: () => `${label} at (${x}, ${y})` });
}
console.log(labels.map((l) => l.describe()));

const sums = [];
let row = 0;
while (row < 3) {
  let total = 0;
  for (const v of [1, 2, 3]) total += v * row;   // an inner loop before the closure
  sums.push(() => total);
  row++;
}
console.log(sums.map((f) => f()));

const order = [];
for (let job = 1; job <= 3; job++) {
  let priority = job % 2 ? 'low' : 'high';
  if (job === 3) priority = 'urgent';
  setTimeout(() => order.push(`job ${job} ${priority}`), 10 * (4 - job));
}
// a counter shared by closures made inside an inner loop still counts up
const ticks = [];
for (const k of ['a', 'b']) {
  let n = 0;
  for (let j = 0; j < 2; j++) { n++; ticks.push(() => `${k}${n}`); }
}
console.log(ticks.map((f) => f()));
setTimeout(() => console.log(order), 50);
