// features: async_await, for_of, set, closures, arrow_function, console_log, template_string, block_scope_per_iteration
// A concurrency-limited uploader in the asyncPool idiom: each in-flight
// promise removes itself from the executing set when it settles, which
// needs the loop body's `const p` to be this iteration's binding.
const wait = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));

async function asyncPool(limit, items, fn) {
  const results = [];
  const executing = new Set();
  for (const item of items) {
    const p = Promise.resolve().then(() => fn(item));
    results.push(p);
    const e = p.then(() => executing.delete(e));
    executing.add(e);
    if (executing.size >= limit) await Promise.race(executing);
  }
  return Promise.all(results);
}

const log = [];
const files = [['a.png', 40], ['b.txt', 10], ['c.mp4', 200], ['d.csv', 20], ['e.js', 5], ['f.md', 8]];
asyncPool(2, files, async ([name, ms]) => {
  log.push(`+${name}`);
  await wait(ms);
  log.push(`-${name}`);
  return `${name}:${ms}ms`;
}).then((done) => {
  console.log(log.join(' '));
  console.log(done);
});

const watchers = [];
for (let i = 0; i < 3; i++) {
  const watcher = { id: i, stop: () => watchers.splice(watchers.indexOf(watcher), 1) };
  watchers.push(watcher);
}
watchers[1].stop();
console.log(watchers.map((w) => w.id));
