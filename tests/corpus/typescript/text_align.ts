// features: literal_type, union_type, switch_statement, regex, string_methods, arrow_function, as_expression, template_string
type Align = "left" | "right" | "center";
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if ((cur + " " + word).trim().length > width) { if (cur) lines.push(cur); cur = word; }
    else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) lines.push(cur);
  return lines;
}
function align(line: string, width: number, how: Align): string {
  const pad = width - line.length;
  switch (how) {
    case "left": return line.padEnd(width);
    case "right": return line.padStart(width);
    case "center": return " ".repeat(Math.floor(pad / 2)) + line + " ".repeat(Math.ceil(pad / 2));
  }
}
const text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! Sphinx of black quartz, judge my vow.";
for (const how of ["left", "right", "center"] as Align[]) {
  console.log(`+${"-".repeat(24)}+`);
  for (const l of wrap(text, 24)) console.log(`|${align(l, 24, how)}|`);
}
const box = (s: string): string => { const w = Math.max(...s.split("\n").map(l => l.length)); return ["┌" + "─".repeat(w) + "┐", ...s.split("\n").map(l => "│" + l.padEnd(w) + "│"), "└" + "─".repeat(w) + "┘"].join("\n"); };
console.log(box("héllo\nwörld!!"));
const camel = (s: string) => s.replace(/[-_ ](\w)/g, (_, c: string) => c.toUpperCase());
const snake = (s: string) => s.replace(/[A-Z]/g, m => "_" + m.toLowerCase());
console.log(camel("make-it_camel case"), snake("makeItSnake"));
const title = (s: string) => s.toLowerCase().split(" ").map(w => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
console.log(title("the LORD of the rings"));
console.log("abc".split("").map(c => c.charCodeAt(0)), String.fromCharCode(72, 105), "x".repeat(0) === "");
console.log("  trim me  ".trimStart() + "|", "|" + "  trim me  ".trimEnd(), "a,b,,c".split(","), "a1b2c3".split(/\d/));
