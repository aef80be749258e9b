// features: array_methods, array_literal, arrow_function, sort
const a = [5, 1, 4];
console.log(a.push(ift(9, 7), a);
console.log(a.indexOf(4), a.indexOf(42), a.includes(7), a.join("-"), a.concat([1, 2], 3));
const b = [1, 2, 3, 4, 5, 6];
console.log(b.slice(1, 3), b.slice(-2), b.splice(1, 2), b, b.splice(2, 0, "x", "y"), b);
console.log([3, 1, 2].reverse(), [10, 9, 1, 100, 25].sort(), [10, 9, 1, 100, 25].sort((x, y) => x - y));
const people = [
  { name: "Zed", age: 30 },
  { name: "Amy", age: 25 },
  { name: "Bob", age: 30 },
];
people.sort((p, q) => p.age - q.age || p.name.localeCompare(q.name));
console.log(people.map((p) => p.name));
console.log(b.find((x) => typeof x === "string"), b.findIndex((x) => x === 6), b.some((x) => x > 5), b.every((x) => x > 0));
console.log([[1, 2], [3, [4, 5]]].flat(), [1, 2, 3].flatMap((x) => [x, x * 10]));
console.log(new Array(3).fill(0), Array.from("abc"), Array.isArray([]), Array.isArray("no"));
console.log([1, 2, 3].map((x, i) => x * i), [1, 2, 3, 4].filter((x, i) => i % 2 === 0));
const total = [1, 2, 3, 4].reduce((acc, x) => acc + x);
console.log(total, [].reduce((acc, x) => acc + x, "empty"), [["a", 1], ["b", 2]].map(([k, v]) => k + v));
let sum = 0;
[10, 20, 30].forEach((x, i) => {
  sum += x * i;
});
console.log(sum, [1, 2, 3].at(-1), [1, 2, 3].lastIndexOf(3), [NaN].includes(NaN), [NaN].indexOf(NaN));
console.log([1, [2, [3, [4]]]].toString(), String([null, undefined, 1]), [].length);
const matrix = [[1, 2, 3], [4, 5, 6]];
const transposed = matrix[0].map((_, i) => matrix.map((row) => row[i]));
console.log(transposed);
