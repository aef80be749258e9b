// features: switch, break_continue, do_while, labeled_statements
function classify(ch) {
  switch (ch) {
    case "a":
    case "e":
    case "i":
    case "o":
    case "u":
      return "vowel";
    case " ":
      return "space";
    default:
      if (ch >= "0" && ch <= "9") return "digit";
      return "consonant";
  }
}

const counts = {};
for (const ch of "hello world 42") {
  const k = classify(ch);
  counts[k] = (counts[k] || 0) + 1;
}
console.log(counts);

function grade(score) {
  let out = "";
  switch (Math.floor(score / 10)) {
    case 10:
    case 9:
      out += "A";
      break;
    case 8:
      out += "B";
      break;
    case 7:
      out += "C";
    // falls through
    case 6:
      out += "D";
      break;
    default:
      out = "F";
  }
  return out;
}
console.log([100, 95, 85, 75, 65, 10].map(grade));

let n = 0;
do {
  n++;
} while (n < 5);
console.log(n);

let found = null;
search: for (let i = 1; i < 10; i++) {
  for (let j = 1; j < 10; j++) {
    if (j > i) continue search;
    if (i * j === 42) {
      found = [i, j];
      break search;
    }
  }
}
console.log(found);
for (let i = 0; i < 10; i++) {
  if (i % 2) continue;
  if (i > 6) break;
  console.log("even", i);
}
