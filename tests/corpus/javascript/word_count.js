// features: object_literal, for_in, string_methods, object_static, computed_keys

function countWords2(sentence) {
  const counts = {};
  let word = "";
  const flush = () => {
    let w = word;
    while (w.startsWith("'")) w = w.slice(1);
    while (w.endsWith("'")) w = w.slice(0, -1);
    if (w.length > 0) counts[w] = (counts[w] || 0) + 1;
    word = "";
  };
  for (const ch of sentence.toLowerCase()) {
    if ((ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") || ch === "'") word += ch;
    else flush();
  }
  flush();
  return counts;
}

const sentences = ["word", "one of each", "one fish two fish red fish blue fish",
  "car: carpet as java: javascript!!&@$%^&", "testing, 1, 2 testing", "Joe can't tell between 'large' and large."];
for (const s of sentences) {
  const c = countWords2(s);
  const parts = [];
  for (const k in c) parts.push(`${k}=${c[k]}`);
  console.log(parts.join(" "));
}
console.log(countWords2("go Go GO Stop stop"));
console.log(Object.entries(countWords2("a b a")));
