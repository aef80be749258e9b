// features: function_declaration, set_object, string_methods, for_of_statement, continue_statement
function isIsogram(phrase: string): boolean {
  const seen = new Set<string>();
  for (const ch of phrase.toLowerCase()) {
    if (ch === "-" || ch === " ") continue;
    if (seen.has(ch)) return false;
    seen.add(ch);
  }
  return true;
}

const phrases: string[] = ["", "isogram", "eleven", "zzyzx", "subdermatoglyphic", "Alphabet",
  "alphAbet", "thumbscrew-japingly", "thumbscrew-jappingly", "six-year-old",
  "Emily Jung Schwartzkopf", "accentor", "angola", "up-to-date"];
for (const p of phrases) {
  console.log(JSON.stringify(p) + " " + isIsogram(p));
}
