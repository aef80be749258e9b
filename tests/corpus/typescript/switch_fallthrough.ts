// features: switch_statement, break_statement, function_declaration, return_statement
function daysIn(month: number, leap: boolean): number {
  switch (month) {
    case 2:
      return leap ? 29 : 28;
    case 4:
    case 6:
    case 9:
    case 11:
      return 30;
    default:
      return 31;
  }
}

function grade(score: number): string {
  let g: string;
  switch (true) {
    case score >= 90:
      g = "A";
      break;
    case score >= 80:
      g = "B";
      break;
    case score >= 70:
      g = "C";
      break;
    default:
      g = "F";
  }
  return g;
}

function fall(n: number): string[] {
  const out: string[] = [];
  switch (n) {
    case 1:
      out.push("one");
    case 2:
      out.push("two");
    case 3:
      out.push("three");
      break;
    case 4:
      out.push("four");
  }
  return out;
}

for (let m = 1; m <= 12; m++) console.log(m, daysIn(m, false), daysIn(m, true));
for (const s of [95, 85, 72, 10]) console.log(s, grade(s));
for (let i = 0; i <= 4; i++) console.log(i, fall(i).join(","));
const word: string = "b";
switch (word) {
  case "a": console.log("A"); break;
  case "b": console.log("B"); break;
}
