// features: async_function, generic_function, function_type, type_alias_declaration, arrow_function, closure, try_statement, throw_statement, error_object, array_methods, ternary_expression, for_statement, template_string
const log: string[] = [];
const say = (msg: string): void => {
  log.push(msg);
  console.log(msg);
};

function delay<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

function failAfter(ms: number, reason: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(reason)), ms));
}

type Stage<I, O> = (input: I) => Promise<O>;

function pipeline<A, B, C>(s1: Stage<A, B>, s2: Stage<B, C>): Stage<A, C> {
  return async (a) => s2(await s1(a));
}

const parse: Stage<string, number[]> = async (text) => {
  await delay(5, null);
  return text.split(",").map(Number);
};
const total: Stage<number[], number> = async (nums) => {
  say(`summing ${nums.length} numbers`);
  return nums.reduce((a, b) => a + b, 0);
};

async function withRetry<T>(label: string, attempts: number, fn: (n: number) => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn(i);
    } catch (e) {
      say(`${label} attempt ${i} failed: ${(e as Error).message}`);
      if (i >= attempts) throw e;
    }
  }
}

async function main(): Promise<void> {
  say("main start");
  const sum = await pipeline(parse, total)("1,2,3,4,5");
  say(`sum = ${sum}`);

  const order: string[] = [];
  await Promise.all([
    delay(30, "slow").then((v) => order.push(v)),
    delay(10, "fast").then((v) => order.push(v)),
    delay(20, "mid").then((v) => order.push(v)),
  ]);
  say(`completion order: ${order.join(", ")}`);

  const winner = await Promise.race([delay(15, "tortoise"), delay(5, "hare")]);
  say(`race winner: ${winner}`);

  const settled = await Promise.allSettled([delay(1, 1), failAfter(2, "boom"), delay(3, 3)]);
  say(settled.map((r) => (r.status === "fulfilled" ? `ok:${r.value}` : `err:${(r.reason as Error).message}`)).join(" "));

  const value = await withRetry("fetch", 3, async (n) => {
    if (n < 3) throw new Error(`flaky #${n}`);
    return `data on try ${n}`;
  });
  say(value);

  try {
    await withRetry("never", 2, () => failAfter(1, "down"));
  } catch (e) {
    say(`gave up: ${(e as Error).message}`);
  }
  say("main end");
}

say("sync 1");
setTimeout(() => say("timeout 0"), 0);
Promise.resolve().then(() => say("microtask"));
queueMicrotask(() => say("queued microtask"));
main().then(() => say(`done with ${log.length} lines`));
say("sync 2");
