// features: prototype, function_properties, object_static, class_declaration, static_members, this, function_expression, console_log
// Helpers bolted onto built-in prototypes, the way older code bases do it,
// plus Object.keys of classes and functions used as registries.
Array.prototype.sum = function () { return this.reduce((a, b) => a + b, 0); };
Array.prototype.average = function () { return this.length ? this.sum() / this.length : 0; };
Array.prototype.groupBy = function (keyFn) {
  return this.reduce((acc, x) => { (acc[keyFn(x)] ||= []).push(x); return acc; }, {});
};
String.prototype.capitalize = function () { return this.charAt(0).toUpperCase() + this.slice(1).toLowerCase(); };
String.prototype.words = function () { return this.split(/\s+/).filter(Boolean); };
Number.prototype.clamp = function (lo, hi) { return Math.min(hi, Math.max(lo, this)); };
Number.prototype.times = function (fn) { const out = []; for (let i = 0; i < this; i++) out.push(fn(i)); return out; };
Set.prototype.union = function (other) { return new Set([...this, ...other]); };

const scores = [88, 92, 79, 65, 95];
console.log(scores.sum(), scores.average(), [].average());
console.log(scores.groupBy((s) => (s >= 90 ? 'A' : s >= 80 ? 'B' : 'C')));
console.log('hELLO wORLD'.words().map((w) => w.capitalize()).join(' '));
console.log((150).clamp(0, 100), (-3).clamp(0, 10), (7.5).clamp(0, 10));
console.log((4).times((i) => i * i));
console.log([...new Set([1, 2]).union([2, 3])]);
console.log(String.prototype.toUpperCase.call('shout'), Array.prototype.slice.call('abc', 1));

class Registry {
  static version = '1.2';
  static maxItems = 10;
  static describe() { return `Registry v${Registry.version}`; }
  add() {}
}
function plugin() {}
plugin.id = 'csv';
plugin.priority = 3;
console.log(Object.keys(Registry), Object.entries(plugin), Registry.describe());
console.log(Object.prototype.toString.call(null), Object.prototype.toString.call(42), Object.prototype.toString.call(plugin));
console.log(Object.prototype.toString.call((function* () {})()), Object.prototype.toString.call('x'));
