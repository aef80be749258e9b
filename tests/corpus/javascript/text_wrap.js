// features: string_methods, while_loop, array_methods, function_declaration
function wrap(text, width) {
  const words = text.split(" ").filter((w) => w.length > 0);
  const lines = [];
  let line = "";
  for (const w of words) {
    if (line.length === 0) line = w;
    else if (line.length + 1 + w.length <= width) line += " " + w;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function justify(line, width) {
  const words = line.split(" ");
  if (words.length === 1) return line.padEnd(width);
  let gaps = words.length - 1;
  let spaces = width - words.join("").length;
  let out = "";
  for (let i = 0; i < words.length - 1; i++) {
    const n = Math.ceil(spaces / gaps);
    out += words[i] + " ".repeat(n);
    spaces -= n;
    gaps--;
  }
  return out + words[words.length - 1];
}

const text = "The quick brown fox jumps over the lazy dog and keeps running far away into the forest";
for (const width of [16, 24]) {
  const lines = wrap(text, width);
  console.log(`width ${width}: ${lines.length} lines`);
  for (const l of lines) console.log("|" + justify(l, width) + "|");
}
