// features: regex, map_object, string_methods, array_methods, set_object, arrow_function, augmented_assignment
const text = `It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair.`;

const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
const freq = new Map<string, number>();
for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);

const topWords = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 6);
console.log("words:", words.length, "unique:", freq.size);
for (const [w, n] of topWords) console.log(`${w.padStart(8)} ${"#".repeat(n)} ${n}`);

const lines = text.split("\n");
lines.forEach((l, i) => console.log(`${String(i + 1).padStart(2, "0")}: ${l.length} chars, ${l.split(/,\s*/).filter(s => s).length} clauses`));

const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
console.log("longest:", longest, longest.length);
const capitalized = text.match(/\b[A-Z][a-z]+/g);
console.log(capitalized);
const title = (s: string) => s.replace(/\b\w/g, c => c.toUpperCase());
console.log(title("the age of wisdom"));
const vowels = [...text].filter(c => "aeiouAEIOU".includes(c)).length;
console.log("vowel ratio", (vowels / text.replace(/\s/g, "").length).toFixed(4));
const acronym = lines.map(l => l.trim().split(" ").slice(0, 4).map(w => w[0]).join("").toUpperCase());
console.log(acronym);
console.log(text.replace(/it was/gi, "'twas").split("\n")[0]);
const byLen = words.reduce<Record<number, string[]>>((acc, w) => { (acc[w.length] ||= []).push(w); return acc; }, {});
console.log(byLen && Object.keys(byLen).map(k => `${k}:${new Set(byLen[+k]).size}`).join(" "));
