// features: function_declaration, string_methods, for_statement, array_literal, template_string
function isPangram(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  const letters = "abcdefghijklmnopqrstuvwxyz";
  for (let i = 0; i < letters.length; i++) {
    if (!lower.includes(letters[i])) {
      return false;
    }
  }
  return true;
}

const cases: string[] = [
  "",
  "abcdefghijklmnopqrstuvwxyz",
  "the quick brown fox jumps over the lazy dog",
  "a quick movement of the enemy will jeopardize five gunboats",
  "five boxing wizards jump quickly at it",
  "the_quick_brown_fox_jumps_over_the_lazy_dog",
  "the 1 quick brown fox jumps over the 2 lazy dogs",
  "7h3 qu1ck brown fox jumps ov3r 7h3 lazy dog",
  "\"Five quacking Zephyrs jolt my wax bed.\"",
  "abcdefghijklm ABCDEFGHIJKLM",
];
cases.forEach((c, i) => console.log(`${i}: ${isPangram(c)}`));
