// features: unicode_strings, string_methods, template_string, console_log, array_literal, arrow_function, for_of, map, spread, array_methods
// Case-insensitive lookup of names from several scripts.
const names = ["Ĺubomír Ďurček", "ΟΔΥΣΣΕΥΣ", "Ёлка Жукова", "Ꭰꮳꮃ", "ნინო", "straße", "ǄEMAL", "İstanbul"];
const index = new Map();
for (const n of names) {
  const key = n.toLowerCase();
  if (!index.has(key)) index.set(key, []);
  index.get(key).push(n);
  console.log(`${n.padEnd(16)}| ${n.toUpperCase().padEnd(16)}| ${key} (${key.length})`);
}
console.log([...index.keys()].sort());
console.log("ΟΔΟΣ ΚΑΙ ΣΑΣ. Σ".toLowerCase(), "ĺľ".toUpperCase(), "ÿ".toUpperCase().length);
const find = (q) => names.filter((n) => n.toLowerCase().includes(q.toLowerCase()));
console.log(find("ЖУК"), find("ΣΣΕΥ"), find("STRASSE"), find("ᏣᎳ"));
