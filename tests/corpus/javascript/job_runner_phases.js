// features: async_await, closures, arrow_function, class_declaration, console_log, template_string, array_methods
// A small job runner that reports when each callback runs: nextTick before
// promise jobs, a thenable adopted by await, finally waiting for its own
// promise, and immediates after the timers of the same loop turn.
const trace = [];
const note = (msg) => trace.push(msg);

class Job {
  constructor(name, result) { this.name = name; this.result = result; }
  then(onDone) { note(`${this.name}: then() called`); onDone(this.result); }
}

async function runJob(job) {
  note(`${job.name}: start`);
  const value = await job;
  note(`${job.name}: got ${value}`);
  return value * 2;
}

async function plain(name) {
  note(`${name}: before await`);
  await 0;
  note(`${name}: after one tick`);
  await Promise.resolve();
  note(`${name}: after two ticks`);
}

Promise.resolve('p').then(() => note('chain 1')).then(() => note('chain 2')).then(() => note('chain 3')).then(() => note('chain 4'));
runJob(new Job('compile', 21)).then((v) => note(`compile doubled: ${v}`));
plain('lint');
Promise.resolve('cleanup')
  .finally(() => note('finally callback'))
  .then((v) => note(`after finally: ${v}`));
Promise.reject(new Error('flaky'))
  .finally(() => note('finally on rejection'))
  .catch((e) => note(`caught ${e.message}`));
queueMicrotask(() => note('queued microtask'));
process.nextTick(() => note('next tick'));
process.nextTick((a, b) => note(`next tick args ${a}+${b}`), 1, 2);
note('main script done');

setTimeout(() => {
  note('timer A');
  setImmediate(() => note('immediate from timer A'));
  setTimeout(() => note('timer from timer A'), 0);
  process.nextTick(() => note('tick from timer A'));
  Promise.resolve().then(() => {
    note('microtask from timer A');
    process.nextTick(() => note('tick queued by a microtask'));
  });
}, 5);
setTimeout(() => note('timer B'), 15);
const cancelled = setImmediate(() => note('never runs'));
clearImmediate(cancelled);
setTimeout(() => {
  console.log(trace.map((t, i) => `${String(i + 1).padStart(2)}. ${t}`).join('\n'));
}, 30);
