// features: function_declaration, while_loop, let_const, console_log
function sum_to(n) {
  let total = 0;
  let i = 1;
  while (i <= n) {
    total = total + i;
    i = i + 1;
  }
  return total;
}

console.log(sum_to(100));
