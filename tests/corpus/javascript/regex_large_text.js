// features: regex, string_methods, map
// A global regular expression over a large text costs the text once, not
// once per match: splitting, replacing and matching 200,000 words runs well
// inside the default step budget.
const text = 'alpha beta gamma delta '.repeat(50000);
const words = text.split(/\s+/).filter(Boolean);
console.log(words.length);
const counts = new Map();
for (const w of words) counts.set(w, (counts.get(w) || 0) + 1);
console.log([...counts].map(([w, n]) => `${w}=${n}`).join(' '));
console.log(text.replace(/a/g, 'A').slice(0, 30));
console.log((text.match(/\bg\w+/g) || []).length);
console.log(text.indexOf('delta', 1000000), text.lastIndexOf('alpha'), text.includes('omega'));
console.log(text.toUpperCase().length, text.trim().split(' ').length);
