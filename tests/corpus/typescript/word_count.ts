// features: function_declaration, map_object, string_methods, for_of_statement, generic_type, type_annotation
function wordCount(sentence: string): Map<string, number> {
  const counts = new Map<string, number>();
  const cleaned = sentence.toLowerCase();
  let word = "";
  const flush = (): void => {
    let w = word;
    while (w.startsWith("'")) w = w.slice(1);
    while (w.endsWith("'")) w = w.slice(0, w.length - 1);
    if (w.length > 0) counts.set(w, (counts.get(w) ?? 0) + 1);
    word = "";
  };
  for (const ch of cleaned) {
    const isWordChar = (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") || ch === "'";
    if (isWordChar) word += ch;
    else flush();
  }
  flush();
  return counts;
}

const sentences = [
  "word",
  "one of each",
  "one fish two fish red fish blue fish",
  "one,two,three",
  "car: carpet as java: javascript!!&@$%^&",
  "testing, 1, 2 testing",
  "Go go GO Stop stop",
  "Joe can't tell between 'large' and large.",
];
for (const s of sentences) {
  const parts: string[] = [];
  for (const [k, v] of wordCount(s)) parts.push(`${k}:${v}`);
  console.log(parts.join(" "));
}
