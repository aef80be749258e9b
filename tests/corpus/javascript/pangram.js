// features: string_methods, set, string_fromcharcode, array_methods
function isPangram(sentence) {
  const letters = new Set(sentence.toLowerCase().split("").filter((c) => c >= "a" && c <= "z"));
  return letters.size === 26;
}

function missing(sentence) {
  const lower = sentence.toLowerCase();
  const out = [];
  for (let code = 97; code <= 122; code++) {
    const ch = String.fromCharCode(code);
    if (!lower.includes(ch)) out.push(ch);
  }
  return out;
}

const inputs = [
  "",
  "abcdefghijklmnopqrstuvwxyz",
  "the quick brown fox jumps over the lazy dog",
  "a quick movement of the enemy will jeopardize five gunboats",
  "five boxing wizards jump quickly at it",
  "the_quick_brown_fox_jumps_over_the_lazy_dog",
  "Five quacking Zephyrs jolt my wax bed.",
];
for (const s of inputs) {
  console.log(isPangram(s), missing(s).join(""));
}
