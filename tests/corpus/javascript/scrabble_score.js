// features: object_literal, string_methods, array_methods, higher_order, for_of, map, spread, object_static
const LETTER_GROUPS = {
  1: "AEIOULNRST",
  2: "DG",
  3: "BCMP",
  4: "FHVWY",
  5: "K",
  8: "JX",
  10: "QZ",
};

const VALUES = new Map();
for (const [points, letters] of Object.entries(LETTER_GROUPS)) {
  for (const letter of letters) {
    VALUES.set(letter, Number(points));
  }
}

const score = (word) => [...word.toUpperCase()].reduce((sum, ch) => sum + (VALUES.get(ch) || 0), 0);

const words = ["a", "A", "f", "at", "zoo", "street", "quirky", "OxyphenButazone", "pinata", "", "abcdefghijklmnopqrstuvwxyz"];
for (const w of words) {
  console.log(`${JSON.stringify(w)}: ${score(w)}`);
}

const ranked = words
  .filter((w) => w.length > 0)
  .map((w) => ({ word: w, points: score(w) }))
  .sort((a, b) => b.points - a.points || a.word.localeCompare(b.word));
console.log(ranked.slice(0, 4));
console.log("best:", ranked[0].word, "worst:", ranked.at(-1).word);

const total = ranked.reduce((acc, { points }) => acc + points, 0);
console.log(`total=${total} avg=${(total / ranked.length).toFixed(2)}`);

const byValue = {};
for (const [letter, value] of VALUES) {
  (byValue[value] ||= []).push(letter);
}
console.log(byValue);
console.log(VALUES.size, Math.max(...VALUES.values()), [...VALUES.keys()].slice(0, 5));

function bestWord(rack, dictionary) {
  const counts = {};
  for (const ch of rack) counts[ch] = (counts[ch] || 0) + 1;
  const canBuild = (word) => {
    const left = { ...counts };
    return [...word].every((ch) => left[ch]-- > 0);
  };
  return dictionary.filter(canBuild).sort((a, b) => score(b) - score(a))[0] ?? null;
}
console.log(bestWord("EQUTISZ", ["QUIZ", "SUIT", "ZEST", "QUITS", "TIES"]));
console.log(bestWord("AB", ["CAT", "DOG"]));

const alphabetical = words.filter((w) => w !== "").toSorted((a, b) => a.localeCompare(b));
console.log(alphabetical, words.length);
console.log(alphabetical.toReversed().slice(0, 3), alphabetical.with(0, "first").slice(0, 2));
console.log(Object.is(score(""), 0), Object.is(NaN, 0 / 0), Object.is(0, -0));
