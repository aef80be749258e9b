// features: function_declaration, type_annotation, for_statement, return_statement
function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) {
    result = result * i;
  }
  return result;
}

for (let n = 0; n <= 10; n++) {
  console.log(factorial(n));
}
