// features: import_statement, class_declaration, inheritance, super_call, interface_declaration, arrow_function
// A typed job queue that reports progress through EventEmitter.
// no @types/node here: the import is untyped (EventEmitter is `any` to tsc)
// @ts-ignore
import { EventEmitter } from 'events';

interface Job {
  id: number;
  cost: number;
}

// the typed events of a Queue (declaration merging, as typed emitters do)
interface Queue {
  on(event: string, listener: (...args: any[]) => void): this;
  once(event: string, listener: (...args: any[]) => void): this;
  emit(event: string, ...args: any[]): boolean;
  listenerCount(event: string): number;
  eventNames(): string[];
}

class Queue extends EventEmitter {
  private jobs: Job[] = [];
  constructor(private readonly budget: number) {
    super();
  }
  push(job: Job): void {
    this.jobs.push(job);
    this.emit('queued', job.id, this.jobs.length);
  }
  run(): number {
    let spent = 0;
    for (const job of this.jobs) {
      if (spent + job.cost > this.budget) {
        this.emit('skipped', job);
        continue;
      }
      spent += job.cost;
      this.emit('done', job, spent);
    }
    this.jobs = [];
    return spent;
  }
}

const q = new Queue(10);
const done: number[] = [];
q.on('queued', (id: number, n: number) => console.log(`queued #${id} (${n} waiting)`));
q.on('done', (job: Job, spent: number) => done.push(job.id) && console.log(`done #${job.id}, spent ${spent}`));
q.once('skipped', (job: Job) => console.log(`first skip: #${job.id}`));
[4, 5, 3, 2, 6].forEach((cost, i) => q.push({ id: i + 1, cost }));
const total: number = q.run();
console.log('total', total, 'done', done, 'skip listeners left', q.listenerCount('skipped'));
console.log(q.eventNames());
