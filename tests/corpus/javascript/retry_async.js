// features: async_await, try_catch, closures, arrow_function, template_string
let attempts = 0;
function flaky(name) {
  return new Promise((resolve, reject) => {
    attempts++;
    setTimeout(() => (attempts % 3 === 0 ? resolve(`${name} ok after ${attempts}`) : reject(new Error(`${name} failed #${attempts}`))), 5);
  });
}
async function retry(fn, times) {
  let lastErr;
  for (let i = 1; i <= times; i++) {
    try { return await fn(); } catch (e) { lastErr = e; console.log("  retry", i, e.message); }
  }
  throw lastErr;
}
async function main() {
  console.log(await retry(() => flaky("A"), 5));
  try { await retry(() => flaky("B"), 2); } catch (e) { console.log("gave up:", e.message); }
  const results = await Promise.all([1, 2, 3].map(async n => { await null; return n * n; }));
  console.log(results);
  const timeout = (ms) => new Promise((_, rej) => setTimeout(() => rej(new Error("timeout")), ms));
  const slow = new Promise(r => setTimeout(() => r("slow done"), 50));
  console.log(await Promise.race([slow, timeout(10)]).catch(e => e.message));
  console.log(await slow);
  const p = Promise.resolve(1).then(v => v + 1).then(v => { throw new Error("boom " + v); }).catch(e => e.message).finally(() => console.log("finally"));
  console.log(await p);
}
main().then(() => console.log("attempts:", attempts));
console.log("started");
