// features: function_declaration, for_loop, let_const, console_log, template_string, module, update_expression, expression_statement
function factorial(n) {
  let result = 1;
  for (let i = 2; i <= n; i++) {
    result = result * i;
  }
  return result;
}

for (let n = 0; n <= 10; n++) {
  console.log(`factorial(${n}) = ${factorial(n)}`);
}
