// features: regex, union_type, switch_statement, template_string, string_methods, array_methods
// Minimal Markdown -> HTML converter: headings, lists, emphasis, code, links.
const escapeHtml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function inline(text: string): string {
  let out = escapeHtml(text);
  out = out.replace(/`([^`]+)`/g, "<code>$1</code>");
  out = out.replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  out = out.replace(/\*(.+?)\*/g, "<em>$1</em>");
  out = out.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_m, label: string, href: string) => `<a href="${href}">${label}</a>`);
  return out;
}

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "para"; lines: string[] }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "code"; lang: string; lines: string[] };

function parse(src: string): Block[] {
  const blocks: Block[] = [];
  const lines = src.split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") { i++; continue; }
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      blocks.push({ kind: "heading", level: h[1].length, text: h[2] });
      i++;
      continue;
    }
    if (line.startsWith("```")) {
      const lang = line.slice(3).trim();
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith("```")) body.push(lines[i++]);
      i++;
      blocks.push({ kind: "code", lang, lines: body });
      continue;
    }
    const listMatch = line.match(/^(\s*)([-*]|\d+\.)\s+/);
    if (listMatch) {
      const ordered = /\d/.test(listMatch[2]);
      const items: string[] = [];
      while (i < lines.length) {
        const m = lines[i].match(/^\s*(?:[-*]|\d+\.)\s+(.*)$/);
        if (!m) break;
        items.push(m[1]);
        i++;
      }
      blocks.push({ kind: "list", ordered, items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() !== "" && !/^(#|```|[-*] |\d+\. )/.test(lines[i])) {
      para.push(lines[i].trim());
      i++;
    }
    blocks.push({ kind: "para", lines: para });
  }
  return blocks;
}

function render(blocks: Block[]): string {
  return blocks
    .map((b) => {
      switch (b.kind) {
        case "heading": {
          const id = b.text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
          return `<h${b.level} id="${id}">${inline(b.text)}</h${b.level}>`;
        }
        case "para":
          return `<p>${inline(b.lines.join(" "))}</p>`;
        case "list": {
          const tag = b.ordered ? "ol" : "ul";
          return `<${tag}>\n${b.items.map((it) => `  <li>${inline(it)}</li>`).join("\n")}\n</${tag}>`;
        }
        case "code":
          return `<pre><code${b.lang ? ` class="language-${b.lang}"` : ""}>${escapeHtml(b.lines.join("\n"))}</code></pre>`;
      }
    })
    .join("\n");
}

const doc = `# Release Notes: v2.1

This release adds **faster builds** and *better* errors.
See [the docs](https://example.com/docs) for details.

## What's new
- Incremental \`cache\` support
- Parallel tests & <fixtures>
* Smarter **retry** logic

1. Install the update
2. Run \`make clean\`

\`\`\`ts
const x: number = 1 < 2 ? 3 : 4;
\`\`\`

Thanks to all *12* contributors!`;

const blocks = parse(doc);
console.log(blocks.map((b) => b.kind).join(","));
console.log(render(blocks));
const counts = blocks.reduce<Record<string, number>>((acc, b) => {
  acc[b.kind] = (acc[b.kind] || 0) + 1;
  return acc;
}, {});
console.log(counts);
