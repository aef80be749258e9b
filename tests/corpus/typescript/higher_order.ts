// features: array_methods, arrow_function, generic_function, console_log_array, method_chaining
const nums: number[] = [5, 3, 8, 1, 9, 2, 7, 4, 6];

const evens = nums.filter((n) => n % 2 === 0);
const squares = nums.map((n) => n * n);
const total = nums.reduce((a, b) => a + b, 0);
const sorted = [...nums].sort((a, b) => a - b);
const desc = [...nums].sort((a, b) => b - a);

console.log(evens);
console.log(squares);
console.log(total);
console.log(sorted.join(","));
console.log(desc.join(","));
console.log(nums.some((n) => n > 8), nums.every((n) => n > 0));
console.log(nums.find((n) => n > 6), nums.findIndex((n) => n === 9), nums.indexOf(7));
console.log(nums.includes(4), nums.includes(10));

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}

const words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"];
const byLetter = groupBy(words, (w) => w[0]);
for (const [letter, ws] of byLetter) {
  console.log(letter, ws.length, ws.join("|"));
}
const chained = nums.filter((n) => n > 2).map((n) => n * 10).slice(0, 4).reverse();
console.log(chained);
const lens = words.map((w) => w.length);
console.log(Math.max(...lens), Math.min(...lens));
