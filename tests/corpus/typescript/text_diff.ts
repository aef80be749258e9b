// features: type_alias_declaration, union_type, as_expression, array_methods, template_string, optional_chain
// Line diff via longest common subsequence, unified-style output
type DiffOp = { type: "equal" | "insert" | "delete"; line: string; a?: number; b?: number };

function lcsTable(a: readonly string[], b: readonly string[]): number[][] {
  const t: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      t[i][j] = a[i] === b[j] ? t[i + 1][j + 1] + 1 : Math.max(t[i + 1][j], t[i][j + 1]);
  return t;
}

function diff(a: readonly string[], b: readonly string[]): DiffOp[] {
  const t = lcsTable(a, b);
  const ops: DiffOp[] = [];
  let i = 0, j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { ops.push({ type: "equal", line: a[i], a: i, b: j }); i++; j++; }
    else if (t[i + 1][j] >= t[i][j + 1]) { ops.push({ type: "delete", line: a[i], a: i }); i++; }
    else { ops.push({ type: "insert", line: b[j], b: j }); j++; }
  }
  while (i < a.length) ops.push({ type: "delete", line: a[i], a: i++ });
  while (j < b.length) ops.push({ type: "insert", line: b[j], b: j++ });
  return ops;
}

function hunks(ops: DiffOp[], context = 1): string[] {
  const out: string[] = [];
  const changed = ops.map((o, k) => (o.type !== "equal" ? k : -1)).filter(k => k >= 0);
  if (changed.length === 0) return out;
  let start = Math.max(0, changed[0] - context);
  let end = Math.min(ops.length - 1, changed[0] + context);
  const flush = () => {
    const slice = ops.slice(start, end + 1);
    const aLines = slice.filter(o => o.type !== "insert").length;
    const bLines = slice.filter(o => o.type !== "delete").length;
    const aStart = (slice.find(o => o.a !== undefined)?.a ?? 0) + 1;
    const bStart = (slice.find(o => o.b !== undefined)?.b ?? 0) + 1;
    out.push(`@@ -${aStart},${aLines} +${bStart},${bLines} @@`);
    const sigil = { equal: " ", insert: "+", delete: "-" } as const;
    for (const o of slice) out.push(sigil[o.type] + o.line);
  };
  for (const k of changed.slice(1)) {
    if (k - context <= end + 1) end = Math.min(ops.length - 1, k + context);
    else { flush(); start = k - context; end = Math.min(ops.length - 1, k + context); }
  }
  flush();
  return out;
}

const before = `function greet(name) {
  console.log("Hello, " + name);
  return true;
}

greet("world");
greet("there");
// end`.split("\n");

const after = `function greet(name: string): boolean {
  console.log(\`Hello, \${name}\`);
  return true;
}

greet("world");
greet("there");
greet("again");
// end`.split("\n");

const ops = diff(before, after);
const stats = ops.reduce((acc, o) => { acc[o.type]++; return acc; }, { equal: 0, insert: 0, delete: 0 });
console.log(stats);
console.log("--- before.js\n+++ after.ts");
console.log(hunks(ops).join("\n"));
console.log(hunks(diff("a b c d e f g".split(" "), "a x c d e f y g".split(" ")), 0));
console.log(diff([], ["only"]), diff(["same"], ["same"]).length);
const words = (s: string) => s.split(/\s+/);
console.log(diff(words("the quick brown fox"), words("the slow brown dog")).map(o => (o.type === "equal" ? o.line : o.type === "insert" ? `{+${o.line}+}` : `[-${o.line}-]`)).join(" "));
