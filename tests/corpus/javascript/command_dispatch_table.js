// features: class_declaration, private_members, computed_keys, try_catch, error_classes, map, console_log, math
// A command processor that dispatches by method name (obj[name](...)) and
// prints its results with console.table.
class Counter {
  #value = 0;
  inc(n = 1) { this.#value += n; return this.#value; }
  dec(n = 1) { this.#value -= n; return this.#value; }
  reset() { this.#value = 0; return this.#value; }
  get value() { return this.#value; }
}
const c = new Counter();
const results = [];
for (const [cmd, arg] of [["inc", 5], ["dec", 2], ["inc", undefined], ["double", 2], ["reset"], ["inc", 10]]) {
  try {
    if (typeof c[cmd] !== "function") throw new TypeError(`unknown command ${cmd}`);
    results.push({ cmd, arg: arg ?? "-", result: c[cmd](arg) });
  } catch (e) {
    results.push({ cmd, arg, error: e.message });
  }
}
console.table(results);
console.log(c.value, c["value"]);

const scores = { alice: { math: 90, art: 75 }, bob: { math: 62 }, carol: { art: 88, music: 93 } };
console.table(scores);
console.table(["red", 42, { hex: "#f00" }, [1, 2]]);
console.table(new Map([["k", 1]]).size);

// rounding small negative noise gives -0, which prints as such
const noisy = [-1e-12, 2.5, -2.5, -0.4, 0.4, -7.6];
console.log(noisy.map(Math.round), noisy.map((x) => Math.round(x * 1e9) / 1e9));
