// features: set, string_methods, arrow_function, for_of
const isIsogram = (phrase) => {
  const seen = new Set();
  for (const ch of phrase.toLowerCase()) {
    if (ch === "-" || ch === " ") continue;
    if (seen.has(ch)) return false;
    seen.add(ch);
  }
  return true;
};

const cases = ["", "isogram", "eleven", "zzyzx", "subdermatoglyphic", "Alphabet", "alphAbet",
  "thumbscrew-japingly", "thumbscrew-jappingly", "six-year-old", "Emily Jung Schwartzkopf", "accentor", "angola"];
for (const c of cases) {
  console.log(JSON.stringify(c), isIsogram(c));
}
