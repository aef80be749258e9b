// features: function_declaration, type_annotation, while_statement, return_statement
function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = b;
    b = a % b;
    a = t;
  }
  return a;
}

console.log(gcd(48, 18));
console.log(gcd(270, 192));
console.log(gcd(17, 5));
