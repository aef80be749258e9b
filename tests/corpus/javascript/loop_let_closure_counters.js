// features: block_scope_per_iteration, closures, arrow_function, async_await, template_string, console_log
// Per-item handlers made in a loop keep private mutable state: each
// iteration's `let` is its own binding, written by the closures made in
// that iteration (click counters, retry state) and by the loop body after
// the closures are made — never shared with the other iterations' closures.
const buttons = {};
for (const id of ['save', 'load', 'quit']) {
  let clicks = 0;
  let last = 'never';
  buttons[id] = {
    click: (when) => { clicks++; last = when; return `${id} clicked ${clicks}x`; },
    report: () => `${id}: ${clicks} click(s), last ${last}`,
  };
  last = 'not yet';   // written after the closures are made: they see it
}
console.log(buttons.save.click('09:00'), buttons.save.click('09:05'), buttons.quit.click('17:00'));
console.log(Object.values(buttons).map((b) => b.report()));

const snapshots = [];
for (let i = 0; i < 3; i++) {
  let value = i;
  snapshots.push(() => value);
  value *= 10;        // the closure reads the binding, not a copy
}
console.log(snapshots.map((f) => f()));

async function retryAll() {
  const jobs = [];
  for (const name of ['fetch', 'parse', 'store']) {
    let attempts = 0;
    let status = 'pending';
    const run = async () => {
      attempts++;
      await null;
      status = attempts > 1 ? 'retried' : 'done';
      return `${name}#${attempts}`;
    };
    jobs.push({ run, info: () => `${name} ${status} after ${attempts}` });
    if (name === 'parse') await run();
  }
  const results = [];
  for (const job of jobs) results.push(await job.run());
  console.log(results, jobs.map((j) => j.info()));
}
retryAll().then(() => {
  const makers = [];
  for (let n = 1; n <= 3; n++) {
    let total = 0;
    makers.push((x) => (total += x * n));
  }
  console.log(makers.map((add) => add(1)), makers.map((add) => add(10)));
});
