// features: async_await, arrow_function, closures, console_log, try_catch
// A job queue driven by timers and promises: the order of callbacks is the point.
const log = (m) => console.log(m);
queueMicrotask(() => log("microtask 1"));
Promise.resolve().then(() => log("promise then"));
queueMicrotask(() => log("microtask 2"));
const cancelled = setTimeout(() => log("never runs"), 5);
clearTimeout(cancelled);
let ticks = 0;
const poll = setInterval(() => {
  ticks++;
  log(`poll ${ticks}`);
  if (ticks === 3) {
    clearInterval(poll);
    log("poll stopped");
  }
}, 10);
setTimeout(() => log("timeout 15"), 15);
const stopped = setInterval(() => log("never polls"), 1);
clearInterval(stopped);

async function fetchUser(id) {
  if (id < 0) return Promise.reject(new Error(`bad id ${id}`));
  return { id, name: `user${id}` };
}
(async () => {
  for (const id of [1, -2]) {
    try {
      const u = await fetchUser(id);
      log(`got ${u.name}`);
    } catch (e) {
      log(`failed: ${e.message}`);
    }
  }
  await Promise.reject("plain value").catch((v) => log(`caught ${v}`));
})();
log("sync end");
