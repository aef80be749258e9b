// features: async_function, generic_function, inheritance, parameter_property, try_statement, instanceof_operator, default_parameter
class TransientError extends Error {
  constructor(msg: string, public attempt: number) { super(msg); this.name = "TransientError"; }
}

const sleep = (ms: number) => new Promise<void>(res => setTimeout(res, ms));

async function withRetry<T>(label: string, fn: (attempt: number) => Promise<T>, retries = 3, delay = 10): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const v = await fn(attempt);
      console.log(`[${label}] ok on attempt ${attempt}`);
      return v;
    } catch (e) {
      if (!(e instanceof TransientError) || attempt >= retries) {
        console.log(`[${label}] giving up: ${(e as Error).message}`);
        throw e;
      }
      console.log(`[${label}] attempt ${attempt} failed, retry in ${delay * attempt}ms`);
      await sleep(delay * attempt);
    }
  }
}

function flaky(failures: number, value: string) {
  return async (attempt: number): Promise<string> => {
    await sleep(1);
    if (attempt <= failures) throw new TransientError(`flake #${attempt}`, attempt);
    return value.toUpperCase();
  };
}

async function main() {
  const results = await Promise.allSettled([
    withRetry("a", flaky(0, "alpha")),
    withRetry("b", flaky(2, "beta")),
    withRetry("c", flaky(5, "gamma")),
    withRetry("d", async () => { throw new TypeError("bad input"); }),
  ]);
  for (const r of results) {
    console.log(r.status === "fulfilled" ? `value ${r.value}` : `reason ${r.reason.name}: ${r.reason.message}`);
  }
  const first = await Promise.race([sleep(50).then(() => "slow"), sleep(5).then(() => "fast")]);
  console.log("race:", first);
  const all = await Promise.all([1, 2, 3].map(async n => { await sleep(10 - n); return n * n; }));
  console.log("all:", all);
}

main().then(() => console.log("done"));
console.log("started");
