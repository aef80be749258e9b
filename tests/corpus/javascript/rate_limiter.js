// features: async_await, class_declaration, set, closures, rest_spread, template_string, console_log
const sleep = ms => new Promise(r => setTimeout(r, ms));
let clock = 0;
const tick = () => clock;

class TokenBucket {
  constructor(capacity, refillPerSec) {
    this.capacity = capacity;
    this.tokens = capacity;
    this.refillPerSec = refillPerSec;
    this.last = 0;
  }
  refill(now) {
    const elapsed = (now - this.last) / 1000;
    this.tokens = Math.min(this.capacity, this.tokens + elapsed * this.refillPerSec);
    this.last = now;
  }
  tryTake(now) {
    this.refill(now);
    if (this.tokens >= 1) { this.tokens -= 1; return true; }
    return false;
  }
}

const bucket = new TokenBucket(3, 2);
const results = [];
for (let t = 0; t <= 2000; t += 250) {
  const ok = bucket.tryTake(t);
  results.push(`${String(t).padStart(4)}ms ${ok ? 'allowed' : 'limited'} tokens=${bucket.tokens.toFixed(2)}`);
}
console.log(results.join('\n'));

async function limitedFetch(name, delay, log) {
  log.push(`start ${name}`);
  await sleep(delay);
  log.push(`end ${name}`);
  return name.length;
}

async function runWithConcurrency(jobs, max) {
  const log = [];
  const running = new Set();
  const results = [];
  for (const [name, delay] of jobs) {
    const p = limitedFetch(name, delay, log).then(v => { running.delete(p); return v; });
    running.add(p);
    results.push(p);
    if (running.size >= max) await Promise.race(running);
  }
  const values = await Promise.all(results);
  return { log, values };
}

const debounced = [];
function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}
const save = debounce(v => debounced.push(v), 50);

(async () => {
  const { log, values } = await runWithConcurrency([['alpha', 30], ['beta', 10], ['gamma', 20], ['delta', 5], ['epsilon', 15]], 2);
  console.log(log);
  console.log(values);
  save('a'); save('ab');
  await sleep(20);
  save('abc');
  await sleep(80);
  save('abcd');
  await sleep(100);
  console.log('debounced:', debounced);
  const order = [];
  setTimeout(() => {
    setTimeout(() => order.push('timeout 0'), 0);
    setImmediate(() => order.push('immediate'));
    Promise.resolve().then(() => order.push('micro'));
    process.nextTick(() => order.push('nextTick'));
  }, 1);
  await sleep(10);
  console.log(order.join(' < '));
})();
