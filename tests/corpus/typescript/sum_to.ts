// features: function_declaration, type_annotation, while_statement, return_statement
function sum_to(n: number): number {
  let total = 0;
  let i = 1;
  while (i <= n) {
    total = total + i;
    i = i + 1;
  }
  return total;
}

console.log(sum_to(100));
