// features: async_function, class_declaration, interface_declaration, generic_class, arrow_function
// A typed job queue with bounded concurrency on promises and timers.
interface Job<T> {
  name: string;
  ms: number;
  run: () => T;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

class JobQueue<T> {
  private results: Map<string, T> = new Map();
  private running = 0;
  private maxRunning = 0;

  constructor(private readonly limit: number) {}

  private async runOne(job: Job<T>): Promise<void> {
    this.running++;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    console.log(`start ${job.name} (running ${this.running})`);
    await wait(job.ms);
    this.results.set(job.name, job.run());
    this.running--;
    console.log(`end ${job.name}`);
  }

  async runAll(jobs: Job<T>[]): Promise<Map<string, T>> {
    const pending = [...jobs];
    const workers: Promise<void>[] = [];
    for (let w = 0; w < this.limit; w++) {
      workers.push(
        (async () => {
          while (pending.length > 0) {
            const job = pending.shift()!;
            await this.runOne(job);
          }
        })(),
      );
    }
    await Promise.all(workers);
    console.log(`max concurrency: ${this.maxRunning}`);
    return this.results;
  }
}

const jobs: Job<number>[] = [
  { name: "a", ms: 30, run: () => 1 },
  { name: "b", ms: 10, run: () => 2 },
  { name: "c", ms: 20, run: () => 3 },
  { name: "d", ms: 5, run: () => 4 },
  { name: "e", ms: 15, run: () => 5 },
];

async function main(): Promise<number> {
  const queue = new JobQueue<number>(2);
  const results = await queue.runAll(jobs);
  let sum = 0;
  for (const [name, value] of results) {
    sum += value;
    console.log(name, value);
  }
  return sum;
}

main().then((sum) => console.log("sum", sum));
