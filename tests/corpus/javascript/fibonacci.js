// features: recursion, arrow_function, closures, array_methods, console_log
function fib(n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

const memo = new Map();
const fastFib = (n) => {
  if (n < 2) return n;
  if (memo.has(n)) return memo.get(n);
  const v = fastFib(n - 1) + fastFib(n - 2);
  memo.set(n, v);
  return v;
};

const first = [];
for (let i = 0; i < 15; i++) first.push(fib(i));
console.log(first.join(", "));
console.log(fastFib(50));
console.log(fastFib(78));
console.log(fastFib(90));
