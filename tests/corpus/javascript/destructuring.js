// features: destructuring, rest_spread, default_params, object_literal, shorthand_properties
function describe({ name, age = 30, tags = [] }) {
  return `${name} (${age}) ${tags.length ? tags.join("/") : "-"}`;
}

function sumAll(first, ...rest) {
  return rest.reduce((a, b) => a + b, first);
}

const people = [
  { name: "Ada", age: 36, tags: ["math", "code"] },
  { name: "Linus" },
  { name: "Grace", age: 85 },
];
for (const p of people) console.log(describe(p));

const [a, b = 10, ...others] = [1, undefined, 3, 4, 5];
console.log(a, b, others);
const { x, y: why, ...restObj } = { x: 1, y: 2, z: 3, w: 4 };
console.log(x, why, restObj);
let p = 1, q = 2;
[p, q] = [q, p];
console.log(p, q);
console.log(sumAll(1, 2, 3, 4), sumAll(10));
const nums = [3, 1, 4, 1, 5, 9, 2, 6];
console.log(Math.max(...nums), Math.min(...nums));
const merged = { ...restObj, extra: true, x };
console.log(merged);
const copy = [...nums.slice(0, 3), ...[7, 8]];
console.log(copy);
for (const [key, value] of Object.entries({ one: 1, two: 2 })) console.log(key, value);
