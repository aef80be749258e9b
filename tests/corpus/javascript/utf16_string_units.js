// features: unicode_strings, string_methods, string_index, string_fromcharcode, template_string, console_log
// Names and labels with accents, CJK and emoji: lengths, positions and
// slices count UTF-16 code units, as a column-aligned report needs.
const people = [
  { name: "Zoë", city: "Zürich", note: "café ☕" },
  { name: "José", city: "São Paulo", note: "olá" },
  { name: "佐藤", city: "東京", note: "日本語テキスト" },
  { name: "Ana", city: "Paris", note: "party 🎉🎉" },
];
for (const p of people) {
  console.log(`|${p.name.padEnd(6)}|${p.city.padStart(10)}|${p.note.slice(0, 5).padEnd(6, ".")}|`);
}
for (const p of people) console.log(p.note, p.note.length, [...p.note].length);
const s = "naïve résumé 😀 done";
console.log(s.indexOf("résumé"), s.indexOf("😀"), s.lastIndexOf("é"), s.indexOf("done"), s.includes("é", 12));
console.log(s.charAt(2), s[2], s.charCodeAt(2), s.codePointAt(2), s.at(-1), s.at(12));
console.log(s.charCodeAt(13), s.charCodeAt(14), s.codePointAt(13), s.codePointAt(14), s.codePointAt(99));
console.log(s.substring(6, 12), s.substr(6, 6), s.slice(-4), s.slice(13, 15) === "😀", s.slice(13, 15).length);
console.log(s.startsWith("résumé", 6), s.endsWith("naïve", 5), s.split("").length, s.split(" ").map(w => w.length));
console.log(String.fromCharCode(0xd83d, 0xde00) === "😀", String.fromCodePoint(0x1f600, 233, 65), String.fromCharCode(72, 233));
console.log("x".padStart(5, "ab"), "é".padEnd(4, "éa"), "ü".repeat(3).length);
console.log("a-é-😀".replace("😀", (m, at) => `[${at}]`), "héé".replace("é", (m, at) => at));
let out = "";
for (let i = 0; i < "héllo".length; i++) out += "héllo"[i].toUpperCase();
console.log(out);
const long = "ñ".repeat(40) + "END" + "ö".repeat(40);
console.log(long.length, long.indexOf("END"), long[40], long.slice(40, 43), long.charCodeAt(83));
