// features: class_declaration, private_members, getters, sort, array_methods, map, closures, json_stringify
// CPU scheduling simulator: FCFS, SJF (non-preemptive), Round Robin, Priority
class Process {
  #remaining;
  constructor(pid, arrival, burst, priority) {
    Object.assign(this, { pid, arrival, burst, priority });
    this.#remaining = burst;
  }
  get remaining() { return this.#remaining; }
  runFor(t) {
    const used = Math.min(t, this.#remaining);
    this.#remaining -= used;
    return used;
  }
  get done() { return this.#remaining === 0; }
  clone() { return new Process(this.pid, this.arrival, this.burst, this.priority); }
}

const workload = [
  new Process('P1', 0, 8, 3),
  new Process('P2', 1, 4, 1),
  new Process('P3', 2, 9, 4),
  new Process('P4', 3, 5, 2),
  new Process('P5', 6, 2, 5),
];

function nonPreemptive(procs, pick) {
  const pending = procs.map(p => p.clone());
  let time = 0;
  const gantt = [], finish = {};
  while (pending.length) {
    const ready = pending.filter(p => p.arrival <= time);
    if (!ready.length) { time = Math.min(...pending.map(p => p.arrival)); continue; }
    const p = pick(ready);
    pending.splice(pending.indexOf(p), 1);
    gantt.push([p.pid, time, time + p.burst]);
    time += p.runFor(p.burst);
    finish[p.pid] = time;
  }
  return { gantt, finish };
}

function roundRobin(procs, quantum) {
  const sorted = procs.map(p => p.clone()).sort((a, b) => a.arrival - b.arrival);
  const queue = [];
  let time = 0, i = 0;
  const gantt = [], finish = {};
  const admit = () => { while (i < sorted.length && sorted[i].arrival <= time) queue.push(sorted[i++]); };
  admit();
  while (queue.length || i < sorted.length) {
    if (!queue.length) { time = sorted[i].arrival; admit(); continue; }
    const p = queue.shift();
    const start = time;
    time += p.runFor(quantum);
    const last = gantt.at(-1);
    if (last && last[0] === p.pid && last[2] === start) last[2] = time;
    else gantt.push([p.pid, start, time]);
    admit();
    if (p.done) finish[p.pid] = time; else queue.push(p);
  }
  return { gantt, finish };
}

function report(title, { gantt, finish }) {
  console.log(`--- ${title} ---`);
  console.log(gantt.map(([pid, s, e]) => `${pid}[${s}-${e}]`).join(' '));
  const rows = workload.map(p => {
    const turnaround = finish[p.pid] - p.arrival;
    return { pid: p.pid, turnaround, waiting: turnaround - p.burst };
  });
  for (const r of rows) {
    console.log(`  ${r.pid.padEnd(4)}turnaround=${String(r.turnaround).padStart(3)} waiting=${String(r.waiting).padStart(3)}`);
  }
  const avg = key => (rows.reduce((s, r) => s + r[key], 0) / rows.length).toFixed(2);
  console.log(`  avg turnaround ${avg('turnaround')}, avg waiting ${avg('waiting')}`);
  return Number(avg('waiting'));
}

const results = new Map();
results.set('FCFS', report('FCFS', nonPreemptive(workload, r => r.reduce((a, b) => (b.arrival < a.arrival ? b : a)))));
results.set('SJF', report('SJF', nonPreemptive(workload, r => [...r].sort((a, b) => a.burst - b.burst || a.arrival - b.arrival)[0])));
results.set('Priority', report('Priority', nonPreemptive(workload, r => r.toSorted((a, b) => a.priority - b.priority)[0])));
for (const q of [2, 4]) results.set(`RR(q=${q})`, report(`Round Robin q=${q}`, roundRobin(workload, q)));

const ranking = [...results].sort(([, a], [, b]) => a - b);
console.log('Ranking by average waiting time:');
ranking.forEach(([name, w], idx) => console.log(`${idx + 1}. ${name.padEnd(10, '.')} ${w}`));
const best = ranking[0];
console.log(`Best: ${best[0]} (${((1 - best[1] / ranking.at(-1)[1]) * 100).toFixed(1)}% better than worst)`);

try {
  workload[0].remaining = 3;
} catch (e) {
  console.log(`${e.constructor.name}: cannot set remaining`);
}
console.log(JSON.stringify(workload[1]), Object.keys(workload[1]).join(','));
