// features: getters_object_literal, getters, setters, object_literal, json_stringify
// Computed and validated properties on plain objects.
const temperature = {
  _celsius: 20,
  get fahrenheit() { return this._celsius * 9 / 5 + 32; },
  set fahrenheit(f) { this._celsius = (f - 32) * 5 / 9; },
  get celsius() { return this._celsius; },
  set celsius(c) {
    if (c < -273.15) throw new RangeError("below absolute zero");
    this._celsius = c;
  },
};
console.log(temperature.fahrenheit);
temperature.fahrenheit = 212;
console.log(temperature.celsius, temperature["fahrenheit"]);
try {
  temperature.celsius = -300;
} catch (e) {
  console.log(e.name + ": " + e.message);
}
console.log(temperature);
console.log(Object.keys(temperature), JSON.stringify(temperature));

// a getter-only property ignores writes
const version = { get number() { return "1.2.3"; } };
version.number = "9";
console.log(version.number, { ...version });

// lazily computed, cached value
const report = {
  rows: [3, 1, 2],
  _sorted: null,
  get sorted() {
    if (this._sorted === null) {
      console.log("sorting");
      this._sorted = [...this.rows].sort();
    }
    return this._sorted;
  },
};
console.log(report.sorted, report.sorted);

// Object.defineProperty with value, get and set
const account = { owner: "ann" };
Object.defineProperty(account, "id", { value: 7 });
let writes = 0;
Object.defineProperty(account, "balance", {
  get() { return this._b ?? 0; },
  set(v) { writes++; this._b = v; },
});
account.balance = 30;
account.balance = account.balance + 12;
console.log(account.id, account.balance, writes);

// accessors in a factory's returned object
function makeCounter() {
  let n = 0;
  return {
    get value() { return n; },
    increment() { n++; return this; },
  };
}
const c = makeCounter();
c.increment().increment();
console.log(c.value, c);
