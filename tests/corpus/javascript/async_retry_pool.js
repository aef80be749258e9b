// features: async_await, error_classes, generators, typeof, destructuring, array_methods, console_log
// An async job pipeline: concurrency limit, retries with backoff, ordering of microtasks and timers.
const sleep = (ms, v) => new Promise(res => setTimeout(() => res(v), ms));
const log = [];
const t0 = Date.now();
const stamp = () => Math.round((Date.now() - t0) / 10) * 10;

class RetryError extends Error {
  constructor(task, attempts, cause) {
    super(`${task} failed after ${attempts} attempts`, { cause });
    this.name = 'RetryError';
  }
}

async function withRetry(name, fn, { tries = 3, base = 50 } = {}) {
  let last;
  for (let i = 1; i <= tries; i++) {
    try {
      return await fn(i);
    } catch (e) {
      last = e;
      log.push(`${name}#${i}: ${e.message}`);
      await sleep(base * 2 ** (i - 1));
    }
  }
  throw new RetryError(name, tries, last);
}

async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  let active = 0;
  let peak = 0;
  async function worker(id) {
    while (next < tasks.length) {
      const i = next++;
      active++;
      peak = Math.max(peak, active);
      try {
        results[i] = { status: 'fulfilled', value: await tasks[i]() };
      } catch (reason) {
        results[i] = { status: 'rejected', reason: reason.message };
      } finally {
        active--;
      }
    }
    return id;
  }
  const done = await Promise.all(Array.from({ length: limit }, (_, k) => worker(k)));
  return { results, peak, done };
}

const flaky = (name, failUntil, ms) => () =>
  withRetry(name, async attempt => {
    await sleep(ms);
    if (attempt < failUntil) throw new Error(`transient (${attempt})`);
    return `${name}:ok@${attempt}`;
  });

async function main() {
  console.log('start');
  queueMicrotask(() => console.log('microtask'));
  setTimeout(() => console.log('timeout 0'), 0);
  Promise.resolve().then(() => console.log('then 1')).then(() => console.log('then 2'));
  await null;
  console.log('after await null');
  const tasks = [flaky('a', 1, 200), flaky('b', 2, 100), flaky('c', 5, 50), flaky('d', 1, 10), flaky('e', 3, 40)];
  const { results, peak, done } = await pool(tasks, 2);
  console.log(results);
  console.log({ peak, done });
  console.log(log);
  const settled = await Promise.allSettled([sleep(5, 'x'), Promise.reject(new TypeError('nope')), 42]);
  console.log(settled.map(s => (s.status === 'fulfilled' ? s.value : `${s.reason.name}: ${s.reason.message}`)));
  const winner = await Promise.race([sleep(30, 'slow'), sleep(10, 'fast')]);
  const any = await Promise.any([Promise.reject(new Error('x')), sleep(3, 'first ok')]);
  console.log(winner, any);
  try {
    await Promise.any([Promise.reject(new Error('e1')), Promise.reject(new Error('e2'))]);
  } catch (e) {
    console.log(e.constructor.name, e.errors.map(x => x.message), e.message);
  }
  try {
    await flaky('z', 9, 1)();
  } catch (e) {
    console.log(e.name, e.message, '<-', e.cause.message);
  }
  async function* ticker(n) {
    for (let i = 0; i < n; i++) {
      await sleep(1);
      yield i * i;
    }
  }
  const squares = [];
  for await (const v of ticker(5)) squares.push(v);
  console.log(squares, typeof stamp());
}

main().then(() => console.log('done'));
process.on('exit', code => console.log('exit', code));

// node's process events: 'beforeExit' once the loop is empty (work it
// schedules runs first), then 'exit' with process.exitCode.
process.once('beforeExit', code => {
  console.log('beforeExit', code);
  setTimeout(() => {
    console.log('scheduled by beforeExit');
    process.exitCode = 3;
  }, 5);
});
process.on('exit', code => console.log('exit listener sees', code, process.exitCode));
