// features: string_methods, array_methods, arrow_function, math
function isArmstrong(n) {
  const digits = String(n).split("").map(Number);
  const k = digits.length;
  return digits.reduce((sum, d) => sum + d ** k, 0) === n;
}

for (const n of [0, 5, 10, 153, 100, 9474, 9475, 9926315, 9926314]) {
  console.log(n, isArmstrong(n));
}
const found = [];
for (let n = 1; n < 10000; n++) if (isArmstrong(n)) found.push(n);
console.log(found);
