// features: recursion, object_literal, array_methods, string_methods, closures
const tree = {
  name: "root",
  children: [
    { name: "src", children: [{ name: "main.js", children: [] }, { name: "util.js", children: [] }] },
    { name: "docs", children: [{ name: "readme.md", children: [] }] },
    { name: "package.json", children: [] },
  ],
};

function render(node, prefix = "", last = true, out = []) {
  out.push(prefix + (prefix === "" && last ? "" : last ? "└── " : "├── ") + node.name);
  const childPrefix = prefix + (prefix === "" && last ? "" : last ? "    " : "│   ");
  node.children.forEach((c, i) => render(c, prefix === "" && last ? " " : childPrefix, i === node.children.length - 1, out));
  return out;
}

function count(node) {
  return 1 + node.children.reduce((s, c) => s + count(c), 0);
}
function depth(node) {
  return node.children.length === 0 ? 1 : 1 + Math.max(...node.children.map(depth));
}

console.log(render(tree).join("\n"));
console.log(count(tree), depth(tree));
console.log(tree.children[0]);
