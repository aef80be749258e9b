// features: array_literal, nested_arrays, for_loop, function_declaration, arrow_function, console_log
// Tables filled by index, the way dynamic programming code usually builds them:
// assigning one past the end (or further) grows the array.
function fibTable(n) {
  const fib = [];
  fib[0] = 0;
  fib[1] = 1;
  for (let i = 2; i <= n; i++) fib[i] = fib[i - 1] + fib[i - 2];
  return fib;
}
console.log(fibTable(15));

function lcs(a, b) {
  const dp = [];
  for (let i = 0; i <= a.length; i++) {
    dp[i] = [];
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) dp[i][j] = 0;
      else if (a[i - 1] === b[j - 1]) dp[i][j] = dp[i - 1][j - 1] + 1;
      else dp[i][j] = Math.max(dp[i - 1][j], dp[i][j - 1]);
    }
  }
  return dp[a.length][b.length];
}
console.log(lcs("ABCBDAB", "BDCABA"), lcs("kitten", "sitting"));

const stack = [];
for (const w of ["a", "b", "c"]) stack[stack.length] = w.toUpperCase();
console.log(stack, stack.length);

// a gap reads back as undefined and counts in the length
const slots = ["x"];
slots[3] = "y";
console.log(slots.length, slots[1], slots[3], slots.indexOf("y"));
slots["5"] = "z";
console.log(slots.length, slots[5]);

const byHour = [];
for (const [hour, n] of [[9, 4], [13, 2], [9, 1]]) byHour[hour] = (byHour[hour] || 0) + n;
console.log(byHour.length, byHour[9], byHour[13], byHour.filter((x) => x !== undefined));
