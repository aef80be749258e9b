// features: unicode_strings, string_methods, regex, map, set
// A search index that folds text the way people do with String#normalize:
// NFKD to split ligatures, fractions, full-width and circled forms, then
// dropping the combining marks; NFC to compare composed and decomposed
// spellings of the same name (Vietnamese, Greek, Hangul, Ångström).
const fold = s => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
const slug = s => fold(s).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const hex = s => [...s].map(c => c.codePointAt(0).toString(16).padStart(4, "0")).join(" ");

const titles = [
  "Crème Brûlée for ½ the price",
  "Tiếng Việt cơ bản",
  "Ｆｕｌｌｗｉｄｔｈ ＡＢＣ ①②③",
  "The ﬁnal ﬂight — Ωmega",
  "Ἀρχιμήδης and the bath",
  "Ångström (\u212B) units",
  "한국어 배우기",
  "x² + y² = r²",
];
for (const t of titles) console.log(`${slug(t).padEnd(36)} <- ${t}`);

console.log("\nforms of a few strings (code points):");
for (const s of ["é", "e\u0301", "ﬁ", "½", "한", "\u212B", "\u1E9B\u0323", "q\u0307\u0323", "ǆ"]) {
  console.log(JSON.stringify(s).padEnd(8), ["NFC", "NFD", "NFKC", "NFKD"].map(f => `${f}=${hex(s.normalize(f))}`).join("  "));
}

// composed and decomposed spellings meet once both are NFC
const names = ["Nguyễn", "Nguye\u0302\u0303n", "Zoë", "Zoe\u0308", "Åsa", "A\u030Asa", "Łukasz"];
const groups = new Map();
for (const n of names) {
  const key = n.normalize("NFC");
  groups.set(key, [...(groups.get(key) ?? []), n.length]);
}
for (const [k, lengths] of groups) console.log(`${k}: spellings with lengths ${lengths.join(", ")}`);
console.log("raw equal:", names[0] === names[1], "NFC equal:", names[0].normalize() === names[1].normalize());
console.log("NFD lengths:", names.map(n => n.normalize("NFD").length).join(" "));

const index = new Map();
for (const [i, t] of titles.entries()) for (const w of fold(t).split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
  if (!index.has(w)) index.set(w, new Set());
  index.get(w).add(i);
}
for (const q of ["CREME", "viet", "fullwidth", "final", "ΑΡΧΙΜΗΔΗΣ", "angstrom", "123"]) {
  const hits = fold(q).split(/\s+/).flatMap(w => [...(index.get(w) ?? [])]);
  console.log(`search ${JSON.stringify(q)}: ${hits.length ? hits.map(i => titles[i]).join(" | ") : "no match"}`);
}
console.log("ascii unchanged:", "plain text".normalize("NFKD") === "plain text", "".normalize() === "");
for (const bad of ["nfc", "NFX", ""]) {
  try {
    "x".normalize(bad);
  } catch (e) {
    console.log(`${JSON.stringify(bad)}: ${e.name}: ${e.message}`);
  }
}
