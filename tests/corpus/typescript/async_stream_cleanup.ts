// features: async_function, generator_function, for_in_statement, try_statement, labeled_statement, interface_declaration
// Streams of log records read with for await, where consumers stop early and
// the producers must release what they hold (their finally blocks).
interface LogRecord { seq: number; level: "info" | "warn" | "error"; text: string }

const opened: string[] = [];

async function* readLog(name: string, records: LogRecord[]): AsyncGenerator<LogRecord, string, undefined> {
  opened.push(name);
  console.log(`open ${name}`);
  try {
    for (const r of records) {
      await null;  // pretend I/O
      yield r;
    }
    return `${name}: eof`;
  } catch (e) {
    console.log(`${name}: unexpected catch ${String(e)}`);
    throw e;
  } finally {
    opened.splice(opened.indexOf(name), 1);
    console.log(`close ${name}`);
  }
}

const sample: LogRecord[] = [
  { seq: 1, level: "info", text: "boot" },
  { seq: 2, level: "warn", text: "disk 91%" },
  { seq: 3, level: "error", text: "write failed" },
  { seq: 4, level: "info", text: "retry ok" },
];

async function firstError(name: string): Promise<LogRecord | undefined> {
  for await (const r of readLog(name, sample)) {
    if (r.level === "error") return r;  // leaves the loop: the reader is closed first
  }
  return undefined;
}

async function countUntilWarn(name: string): Promise<number> {
  let n = 0;
  for await (const r of readLog(name, sample)) {
    n++;
    if (r.level === "warn") break;
  }
  return n;
}

class Countdown implements AsyncIterable<number> {
  returned = 0;
  constructor(private from: number) {}
  [Symbol.asyncIterator](): AsyncIterator<number> {
    let cur = this.from;
    return {
      next: async () => (cur > 0 ? { value: cur--, done: false } : { value: undefined, done: true }),
      return: async () => { this.returned++; return { value: undefined, done: true }; },
    };
  }
}

async function main(): Promise<void> {
  console.log("first error:", await firstError("a.log"));
  console.log("records until warn:", await countUntilWarn("b.log"));

  // nested loops: continue of the outer loop closes the inner reader
  const files = ["c.log", "d.log"];
  outer: for (const f of files) {
    for await (const r of readLog(f, sample)) {
      if (r.seq === 2) continue outer;
      console.log(`  ${f} #${r.seq} ${r.text}`);
    }
  }

  // reading to the end closes once, through the generator's own finally
  const all: string[] = [];
  for await (const r of readLog("e.log", sample.slice(0, 2))) all.push(r.text);
  console.log(all);

  // return() by hand on a suspended reader runs its finally, skipping the catch
  const reader = readLog("f.log", sample);
  console.log(await reader.next());
  console.log(await reader.return("stopped"));
  console.log(await reader.next());
  const fresh = readLog("g.log", sample);
  console.log(await fresh.return("never started"), opened.includes("g.log"));

  // a user iterator's return() is awaited when the loop is left, not when it ends
  const cd = new Countdown(5);
  for await (const v of cd) if (v === 3) break;
  for await (const v of cd) void v;
  console.log("countdown returned", cd.returned);

  // a sync iterable without return(): nothing to close
  let sum = 0;
  for await (const v of [1, 2, 3, 4]) { sum += v; if (v === 2) break; }
  console.log("sum", sum, "still open:", opened);
}

main().then(() => console.log("done"));
