// features: array_destructuring, object_destructuring, rest_pattern, default_value_pattern, spread_element, shorthand_property
interface User { name: string; age: number; email?: string; tags: string[] }

const user: User = { name: "Ann", age: 31, tags: ["admin", "dev"] };
const { name: userName, age } = user;
console.log(userName, age);
const { email = "none", tags: [firstTag] } = user;
console.log(email, firstTag);

const [a, b, ...rest] = [1, 2, 3, 4, 5];
console.log(a, b, rest.length, rest[0]);
let [x, y] = [10, 20];
[x, y] = [y, x];
console.log(x, y);

function describe({ name, age }: User): string {
  return `${name} (${age})`;
}
console.log(describe(user));

const [p = 7, q = 8] = [1];
console.log(p, q);

const copy = { ...user, age: 32 };
console.log(copy.name, copy.age, user.age);
const merged = [...rest, ...[6, 7]];
console.log(merged.join(" "));

const pairs: Array<[string, number]> = [["one", 1], ["two", 2], ["three", 3]];
for (const [word, n] of pairs) console.log(word, n * 2);
const { length: len } = "hello";
console.log(len);
