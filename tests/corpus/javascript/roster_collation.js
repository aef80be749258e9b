// features: string_methods, sort, unicode_strings, array_methods, console_log
// A class roster with accented and non-Latin names sorted the way node's
// localeCompare does (accents and case second), printed as grouped arrays.
const roster = ["Zoë", "Émile", "eva", "Eva", "Ærø", "Ōno", "oscar", "Łukasz", "luis", "Çelik", "carl", "Núñez", "nora",
  "Åsa", "anna", "Sørensen", "søren", "straße", "strasse", "田中", "李", "Ülker", "ulla", "Ivan", "Ígor"];
const sorted = [...roster].sort((a, b) => a.localeCompare(b));
console.log(sorted);
console.log(sorted.map(n => n.length));
const byInitial = {};
for (const n of sorted) {
  const initial = n.normalize("NFD")[0].toUpperCase();
  (byInitial[initial] ??= []).push(n);
}
for (const [k, v] of Object.entries(byInitial)) console.log(k.padEnd(2), v.join(", "));
console.log(["résumé", "resume", "Resume", "résume"].sort((a, b) => a.localeCompare(b)));
console.log("é".localeCompare("e"), "e".localeCompare("é"), "É".localeCompare("é"), "ä".localeCompare("b"), "z".localeCompare("ä"));
const words = ["日本", "中文", "한국어", "abc", "ab", "ç", "日"];
console.log(words, words.map(w => w.length));
console.log("Ünïcödé".normalize("NFD").length, "Ünïcödé".normalize("NFD").normalize("NFC") === "Ünïcödé", "e\u0301".normalize().length);
