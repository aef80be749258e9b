// features: console_log, array_literal, object_literal, console_format
const nums = [];
for (let i = 0; i < 30; i++) nums.push(i * 7);
console.log(nums);
console.log([1, 2, 3, 4, 5, 6, 7]);
console.log(["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]);
console.log({ firstName: "Ada", lastName: "Lovelace", born: 1815, languages: ["English", "French"], analytical: true });
console.log([{ id: 1, label: "one" }, { id: 2, label: "two" }, { id: 3, label: "three" }, { id: 4, label: "four" }]);
console.log("%s has %d items", "cart", 3, "extra");
console.log("100%", "done");
const many = Array.from({ length: 120 }, (_, i) => i);
console.log(many);
