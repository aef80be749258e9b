// features: async_await, generators, class_declaration, private_members, arrow_function, rest_spread, destructuring, for_of, symbols
const sleep = (ms, v) => new Promise(r => setTimeout(() => r(v), ms));

async function* produce(n) {
  for (let i = 1; i <= n; i++) {
    await sleep(10 * (n - i + 1));
    yield { id: i, payload: `job-${i}` };
  }
}

async function* batch(source, size) {
  let buf = [];
  for await (const item of source) {
    buf.push(item);
    if (buf.length === size) { yield buf; buf = []; }
  }
  if (buf.length) yield buf;
}

class WorkQueue {
  constructor(concurrency) { this.concurrency = concurrency; this.active = 0; this.pending = []; this.log = []; }
  push(task) {
    return new Promise((resolve, reject) => {
      this.pending.push({ task, resolve, reject });
      this.#next();
    });
  }
  #next() {
    while (this.active < this.concurrency && this.pending.length) {
      const { task, resolve, reject } = this.pending.shift();
      this.active++;
      task().then(resolve, reject).finally(() => { this.active--; this.#next(); });
    }
  }
}

async function main() {
  for await (const group of batch(produce(5), 2)) {
    console.log('batch', group.map(j => j.id));
  }
  const q = new WorkQueue(2);
  const order = [];
  const results = await Promise.allSettled([30, 10, 20, 5].map((ms, i) =>
    q.push(async () => {
      order.push(`start ${i}`);
      await sleep(ms);
      if (i === 2) throw new Error(`task ${i} failed`);
      order.push(`end ${i}`);
      return i * 10;
    })));
  console.log(order.join(', '));
  console.log(results.map(r => r.status === "rejected" ? { ...r, reason: r.reason.message } : r));
  const gen = produce(2);
  console.log(await gen.next(), await gen.return('early'), await gen.next());
  console.log(Object.prototype.toString.call(gen), typeof gen[Symbol.asyncIterator]);
}

main().then(() => console.log('done'));
console.log('main started');
