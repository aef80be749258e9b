// features: async_await, private_members, default_params, destructuring, rest_spread, optional_chaining, try_catch, console_log
class EventBus {
  #handlers = new Map();
  on(event, fn, { once = false, priority = 0 } = {}) {
    const list = this.#handlers.get(event) ?? [];
    list.push({ fn, once, priority });
    list.sort((a, b) => b.priority - a.priority);
    this.#handlers.set(event, list);
    return () => this.off(event, fn);
  }
  once(event, fn) { return this.on(event, fn, { once: true }); }
  off(event, fn) {
    const list = this.#handlers.get(event);
    if (!list) return false;
    const i = list.findIndex(h => h.fn === fn);
    if (i >= 0) list.splice(i, 1);
    return i >= 0;
  }
  async emit(event, ...args) {
    const list = [...(this.#handlers.get(event) ?? [])];
    const results = [];
    for (const h of list) {
      if (h.once) this.off(event, h.fn);
      try {
        results.push(await h.fn(...args));
      } catch (err) {
        results.push(`error: ${err.message}`);
      }
    }
    return results;
  }
  listenerCount(event) { return this.#handlers.get(event)?.length ?? 0; }
}

const bus = new EventBus();
const order = [];
bus.on('order', async (o) => { await null; order.push(`audit ${o.id}`); return 'audited'; });
bus.on('order', (o) => { order.push(`validate ${o.id}`); if (o.qty <= 0) throw new Error('bad qty'); return 'valid'; }, { priority: 10 });
const stopMail = bus.on('order', (o) => new Promise(r => setTimeout(() => { order.push(`mail ${o.id}`); r('mailed'); }, 5)));
bus.once('order', (o) => `first order was ${o.id}`);

(async () => {
  console.log(await bus.emit('order', { id: 1, qty: 2 }));
  console.log(await bus.emit('order', { id: 2, qty: 0 }));
  stopMail();
  console.log(await bus.emit('order', { id: 3, qty: 1 }), bus.listenerCount('order'));
  console.log(await bus.emit('nothing'), bus.off('nothing', () => {}));
  console.log(order);
  const settled = await Promise.allSettled([bus.emit('order', { id: 4, qty: 1 }), Promise.reject(new RangeError('nope'))]);
  console.log(settled.map(s => s.status), settled[1].reason.message);
  const timeout = (ms) => new Promise((_, rej) => setTimeout(() => rej(new Error(`timeout ${ms}`)), ms));
  try {
    await Promise.race([new Promise(r => setTimeout(r, 50, 'slow')), timeout(10)]);
  } catch (e) {
    console.log(e.message);
  }
  console.log(await Promise.any([timeout(1), new Promise(r => setTimeout(r, 5, 'fallback'))]));
})();
