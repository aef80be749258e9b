// features: type_alias_declaration, union_type, index_signature, recursion, typeof_operator, default_parameter, regex, string_methods, as_expression
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function escape(s: string): string {
  let out = '"';
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20) out += "\\u" + code.toString(16).padStart(4, "0");
    else out += ch;
  }
  return out + '"';
}

function write(v: Json, indent = 2, level = 0): string {
  const pad = " ".repeat(indent * (level + 1));
  const end = " ".repeat(indent * level);
  if (v === null) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "null";
  if (typeof v === "string") return escape(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    return "[\n" + v.map(x => pad + write(x, indent, level + 1)).join(",\n") + "\n" + end + "]";
  }
  const keys = Object.keys(v);
  if (keys.length === 0) return "{}";
  return "{\n" + keys.map(k => `${pad}${escape(k)}: ${write(v[k], indent, level + 1)}`).join(",\n") + "\n" + end + "}";
}

function depth(v: Json): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depth));
  if (v !== null && typeof v === "object") return 1 + Math.max(0, ...Object.values(v).map(depth));
  return 0;
}

const doc: Json = {
  name: "report \"Q3\"",
  ok: true,
  count: 3,
  ratio: 0.125,
  missing: null,
  tags: ["a", "b\tc", "line\nbreak"],
  nested: { empty: {}, list: [], deep: [[1, 2], [3, [4, 5e-7]]] },
  bad: NaN,
  ctrl: "\u0001x",
};

const mine = write(doc);
console.log(mine);
console.log("same as JSON.stringify:", mine === JSON.stringify(doc, null, 2));
console.log("depth", depth(doc));
console.log(write([1, "two", [3]], 0).replace(/\n/g, ""));
const roundTrip = JSON.parse(mine) as { [k: string]: Json };
console.log(Object.keys(roundTrip).length, roundTrip.tags, typeof roundTrip.bad);
