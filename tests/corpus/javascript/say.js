// features: recursion, array_methods, string_methods, throw, error_classes, arithmetic, ternary, number_methods
const SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES = [
  [1e9, "billion"],
  [1e6, "million"],
  [1e3, "thousand"],
];

function sayUnder1000(n) {
  const parts = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(`${SMALL[hundreds]} hundred`);
  if (rest > 0) {
    if (rest < 20) parts.push(SMALL[rest]);
    else {
      const t = TENS[Math.floor(rest / 10)];
      parts.push(rest % 10 ? `${t}-${SMALL[rest % 10]}` : t);
    }
  }
  return parts.join(" ");
}

function say(n) {
  if (!Number.isInteger(n) || n < 0 || n > 999999999999) {
    throw new RangeError("Number must be between 0 and 999,999,999,999.");
  }
  if (n === 0) return "zero";
  const words = [];
  let remaining = n;
  for (const [size, name] of SCALES) {
    if (remaining >= size) {
      words.push(`${say(Math.floor(remaining / size))} ${name}`);
      remaining %= size;
    }
  }
  if (remaining > 0) words.push(sayUnder1000(remaining));
  return words.join(" ");
}

const numbers = [0, 1, 14, 20, 22, 30, 99, 100, 123, 200, 999, 1000, 1234, 1000000, 1002345, 1000000000, 987654321123];
for (const n of numbers) {
  console.log(`${n.toLocaleString()}: ${say(n)}`);
}

for (const bad of [-1, 1000000000000, 2.5]) {
  try {
    say(bad);
  } catch (e) {
    console.log(`${bad} -> ${e.constructor.name}: ${e.message}`);
  }
}

const lengths = numbers.map((n) => say(n).length);
console.log(lengths, Math.max(...lengths));
const longest = numbers.reduce((best, n) => (say(n).length > say(best).length ? n : best));
console.log("longest:", longest, "words:", say(longest).split(" ").length);
console.log(numbers.filter((n) => say(n).includes("-")).join(","));
const avg = lengths.reduce((s, x) => s + x, 0) / lengths.length;
console.log(`average length ${avg.toLocaleString("en-US", { maximumFractionDigits: 2 })}, as money ${(avg * 1000).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
