// features: function_declaration, logical_operators, for_of, console_log
function isLeap(year) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const years = [2015, 1970, 1996, 1960, 2100, 1900, 2000, 2400, 1800];
for (const y of years) {
  console.log(y, isLeap(y) ? "leap" : "common");
}
console.log(years.filter(isLeap));
