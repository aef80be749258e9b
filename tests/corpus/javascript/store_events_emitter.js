// features: class_declaration, class_extends, private_members, object_static, rest_spread, call_apply_bind, nullish_coalescing, optional_chaining, closures
class Emitter {
  constructor() { this.listeners = {}; }
  on(evt, fn) {
    (this.listeners[evt] ??= []).push(fn);
    return () => this.off(evt, fn);
  }
  once(evt, fn) {
    const wrapper = (...args) => { this.off(evt, wrapper); fn(...args); };
    wrapper.original = fn;
    return this.on(evt, wrapper);
  }
  off(evt, fn) {
    const list = this.listeners[evt];
    if (!list) return;
    const idx = list.findIndex(l => l === fn || l.original === fn);
    if (idx !== -1) list.splice(idx, 1);
    if (list.length === 0) delete this.listeners[evt];
  }
  emit(evt, ...args) {
    const list = this.listeners[evt];
    if (!list) return false;
    for (const fn of [...list]) fn.apply(this, args);
    return true;
  }
  listenerCount(evt) { return this.listeners[evt]?.length ?? 0; }
}

class Store extends Emitter {
  #state;
  constructor(initial) { super(); this.#state = { ...initial }; }
  get state() { return Object.freeze({ ...this.#state }); }
  update(patch) {
    const prev = this.#state;
    this.#state = { ...prev, ...patch };
    const changed = Object.keys(patch).filter(k => prev[k] !== patch[k]);
    if (changed.length) this.emit('change', changed, this.#state, prev);
  }
}

const store = new Store({ count: 0, user: 'anon' });
const log = [];
const unsubscribe = store.on('change', (keys, next, prev) => {
  log.push(`changed ${keys.join('+')}: ${keys.map(k => `${prev[k]} -> ${next[k]}`).join(', ')}`);
});
store.once('change', function (keys) { log.push(`first change only: ${keys}`); });
store.update({ count: 1 });
store.update({ count: 1 });
store.update({ count: 2, user: 'ada' });
console.log(store.listenerCount('change'));
unsubscribe();
store.update({ count: 3 });
console.log(store.listenerCount('change'), store.emit('change', []));
log.forEach((l, i) => console.log(`${i + 1}. ${l}`));
const snapshot = store.state;
snapshot.count = 99;
console.log(snapshot, Object.isFrozen(snapshot));
console.log(store.listeners);
