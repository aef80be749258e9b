// features: typeof, loose_equality, strict_equality, null_undefined, truthiness
const values = [0, 1, -1, "", "0", "a", null, undefined, NaN, [], {}, true, false, 1.5];
for (const v of values) {
  console.log(typeof v, v ? "truthy" : "falsy", String(v));
}
console.log(typeof function () {}, typeof (() => 1), typeof Math, typeof class {}, typeof console.log);
console.log(null == undefined, null === undefined, null == 0, undefined == 0, null == false);
console.log(1 == "1", 1 === "1", 0 == "", 0 == "0", "" == "0", true == 1, true === 1, false == "0");
console.log(NaN == NaN, NaN === NaN, NaN != NaN, [1] == 1, "b" == "b");
let u;
let n = null;
console.log(u, n, u ?? "default-u", n ?? "default-n", 0 ?? "zero", "" || "empty-or", 0 || null || "last");
console.log(u?.foo, n?.bar, u === undefined, n === null, typeof u, typeof n);
const cfg = { retries: 0, verbose: false };
cfg.retries ||= 3;
cfg.verbose ??= true;
cfg.timeout ??= 30;
console.log(cfg);
console.log(!!"x", !!0, !null, !undefined, !"");
