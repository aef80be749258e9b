// features: function_declaration, arrow_function, array_methods, type_annotation
const squareOfSum = (n: number): number => {
  let s = 0;
  for (let i = 1; i <= n; i++) s += i;
  return s * s;
};

const sumOfSquares = (n: number): number => {
  let s = 0;
  for (let i = 1; i <= n; i++) s += i * i;
  return s;
};

function difference(n: number): number {
  return squareOfSum(n) - sumOfSquares(n);
}

for (const n of [1, 5, 10, 100]) {
  console.log(squareOfSum(n), sumOfSquares(n), difference(n));
}
