// features: regex, string_methods, template_string, array_methods, set, object_literal, console_log, recursion, json_stringify
const doc = `# Getting Started
Some intro text.
## Installation
Run \`npm install\`.
### From Source
Clone it.
### Using Docker
## Configuration & Options
### The "env" file
## FAQ
# API Reference
## Functions
### parse(input, [options])
### stringify(value)
`;

function slugify(text) {
  return text
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

const headings = [];
const seen = {};
for (const line of doc.split('\n')) {
  const m = line.match(/^(#{1,6})\s+(.*)$/);
  if (!m) continue;
  const level = m[1].length;
  let slug = slugify(m[2]);
  if (seen[slug] !== undefined) {
    seen[slug] += 1;
    slug = `${slug}-${seen[slug]}`;
  } else {
    seen[slug] = 0;
  }
  headings.push({ level, title: m[2], slug });
}

const minLevel = Math.min(...headings.map(h => h.level));
const toc = headings.map(h => `${'  '.repeat(h.level - minLevel)}- [${h.title}](#${h.slug})`).join('\n');
console.log(toc);

// build a tree
const root = { title: 'root', children: [] };
const stack = [{ level: 0, node: root }];
for (const h of headings) {
  while (stack.at(-1).level >= h.level) stack.pop();
  const node = { title: h.title, children: [] };
  stack.at(-1).node.children.push(node);
  stack.push({ level: h.level, node });
}
console.log(JSON.stringify(root, null, 2).split('\n').length, 'lines of JSON');
console.log(root.children.map(c => `${c.title} (${c.children.length})`));
const count = (n) => n.children.reduce((acc, c) => acc + 1 + count(c), 0);
console.log('total headings:', count(root));
console.dir(root, { depth: 1 });
console.log(root);
const words = doc.match(/\b[a-z]+\b/gi);
console.log(words.length, [...new Set(words.map(w => w.toLowerCase()))].sort().slice(0, 8));
