// features: function_declaration, string_methods, math_object, while_statement, array_literal
function isArmstrong(n: number): boolean {
  const digits = String(n);
  const k = digits.length;
  let sum = 0;
  for (const d of digits) {
    sum += Math.pow(Number(d), k);
  }
  return sum === n;
}

function digitSum(n: number): number {
  let s = 0;
  while (n > 0) {
    s += n % 10;
    n = Math.floor(n / 10);
  }
  return s;
}

const nums = [0, 5, 10, 153, 100, 9474, 9475, 9926315, 9926314];
for (const n of nums) {
  console.log(n, isArmstrong(n), digitSum(n));
}
const found: number[] = [];
for (let i = 1; i < 1000; i++) if (isArmstrong(i)) found.push(i);
console.log(found.join(","));
