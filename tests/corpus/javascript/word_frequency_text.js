// features: regex, map, sort, string_methods, array_methods, object_static, typeof
const text = `It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness.`;
const words = text.toLowerCase().match(/[a-z']+/g);
const freq = new Map();
for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
const top = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 6);
console.log(top);
console.log(words.length, freq.size);
const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
console.log(longest, longest.length);
const caps = text.replace(/\b(\w)(\w*)/g, (_, f, r) => f.toUpperCase() + r);
console.log(caps.split("\n")[0]);
const sentences = text.split(/[.,]\s*/).filter(Boolean);
console.log(sentences.length, sentences.at(-1));
const letters = {};
for (const ch of text.replace(/[^a-z]/gi, "").toLowerCase()) letters[ch] = (letters[ch] || 0) + 1;
console.log(Object.entries(letters).sort().slice(0, 5).map(([k, v]) => k + "=" + v).join(","));
const grouped = Object.groupBy ? "has groupBy" : "no groupBy";
console.log(typeof grouped);
console.log(text.search(/wisdom/), text.lastIndexOf("was"), text.includes("Light"), text.startsWith("It"));
const acronym = "portable network graphics".split(" ").map(w => w[0].toUpperCase()).join("");
console.log(acronym, "abc".localeCompare("abd"), ["b", "a", "C"].sort(), ["b", "a", "C"].sort((x, y) => x.localeCompare(y)));
