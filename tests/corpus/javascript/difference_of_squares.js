// features: function_declaration, arrow_function, math, array_from
const squareOfSum = (n) => {
  const s = (n * (n + 1)) / 2;
  return s * s;
};
const sumOfSquares = (n) => Array.from({ length: n }, (_, i) => (i + 1) ** 2).reduce((a, b) => a + b, 0);
function difference(n) {
  return squareOfSum(n) - sumOfSquares(n);
}

for (const n of [1, 5, 10, 100]) {
  console.log(n, squareOfSum(n), sumOfSquares(n), difference(n));
}
