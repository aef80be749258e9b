// features: function_declaration, binary_operators, logical_operators, array_literal, for_of_statement, template_string
function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const years: number[] = [2015, 1970, 1996, 1960, 2100, 1900, 2000, 2400, 1800];
for (const y of years) {
  console.log(`${y}: ${isLeap(y)}`);
}
console.log(isLeap(2024), isLeap(2023));
