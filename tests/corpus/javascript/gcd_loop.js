// features: function_declaration, while_loop, arithmetic, console_log, loose_equality
function gcd(a, b) {
  while (b != 0) {
    const t = b;
    b = a % b;
    a = t;
  }
  return a;
}

console.log(gcd(48, 18));
console.log(gcd(270, 192));
console.log(gcd(17, 5));
