// features: array_of_objects, while_loop, string_methods, destructuring
const TABLE = [
  [1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
  [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"],
];

function toRoman(n) {
  let out = "";
  for (const [value, letters] of TABLE) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

for (const n of [1, 2, 3, 4, 5, 6, 9, 16, 27, 48, 49, 59, 66, 93, 141, 163, 166, 402, 575, 911, 1024, 1666, 3000, 3001, 3888, 3999]) {
  console.log(String(n).padStart(4), toRoman(n));
}
