// features: type_alias_declaration, union_type, class_declaration, parameter_property, switch_statement, array_destructuring, rest_pattern, nullish_coalescing
// A small Mustache-like template engine: variables, escaping, sections, inverted sections, partials, filters.
type Value = string | number | boolean | null | undefined | Value[] | { [k: string]: Value } | ((s: string) => string);
type Context = { [k: string]: Value };

type TNode =
  | { type: "text"; text: string }
  | { type: "var"; path: string; raw: boolean; filters: string[] }
  | { type: "section"; path: string; inverted: boolean; children: TNode[] }
  | { type: "partial"; name: string };

class TemplateError extends Error {
  constructor(message: string, public readonly offset: number) {
    super(`${message} at offset ${offset}`);
  }
}

function parse(src: string): TNode[] {
  const root: TNode[] = [];
  const stack: { path: string; nodes: TNode[]; start: number }[] = [{ path: "", nodes: root, start: 0 }];
  const re = /\{\{(\{)?\s*([#^/>&!]?)\s*([\w.|\s]+?)\s*\}?\}\}/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src)) !== null) {
    const top = stack[stack.length - 1];
    if (m.index > last) top.nodes.push({ type: "text", text: src.slice(last, m.index) });
    last = re.lastIndex;
    const [, triple, sigil, body] = m;
    switch (sigil) {
      case "!": break;
      case "#": case "^": {
        const node: TNode = { type: "section", path: body, inverted: sigil === "^", children: [] };
        top.nodes.push(node);
        stack.push({ path: body, nodes: node.children, start: m.index });
        break;
      }
      case "/": {
        if (stack.length === 1 || top.path !== body) throw new TemplateError(`unexpected close '${body}'`, m.index);
        stack.pop();
        break;
      }
      case ">": top.nodes.push({ type: "partial", name: body }); break;
      default: {
        const [path, ...filters] = body.split("|").map(s => s.trim());
        top.nodes.push({ type: "var", path, raw: Boolean(triple) || sigil === "&", filters });
      }
    }
  }
  if (stack.length > 1) throw new TemplateError(`unclosed section '${stack[stack.length - 1].path}'`, stack[stack.length - 1].start);
  if (last < src.length) root.push({ type: "text", text: src.slice(last) });
  return root;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, c => ESCAPES[c]);

const FILTERS: Record<string, (v: Value) => Value> = {
  upper: v => String(v).toUpperCase(),
  lower: v => String(v).toLowerCase(),
  money: v => (typeof v === "number" ? `$${v.toFixed(2)}` : v),
  length: v => (Array.isArray(v) ? v.length : String(v ?? "").length),
  title: v => String(v).replace(/\b\w/g, c => c.toUpperCase()),
};

class Renderer {
  private cache = new Map<string, TNode[]>();
  constructor(private readonly partials: Record<string, string> = {}) {}

  private lookup(stack: Value[], path: string): Value {
    if (path === ".") return stack[stack.length - 1];
    const [head, ...rest] = path.split(".");
    for (let i = stack.length - 1; i >= 0; i--) {
      const frame = stack[i];
      if (frame !== null && typeof frame === "object" && !Array.isArray(frame) && head in frame) {
        let v: Value = frame[head];
        for (const key of rest) v = v !== null && typeof v === "object" && !Array.isArray(v) ? v[key] : undefined;
        return v;
      }
    }
    return undefined;
  }

  private compiled(name: string, src: string): TNode[] {
    let nodes = this.cache.get(name);
    if (!nodes) { nodes = parse(src); this.cache.set(name, nodes); }
    return nodes;
  }

  render(template: string, ctx: Context): string {
    return this.renderNodes(this.compiled(template, template), [ctx]);
  }

  private renderNodes(nodes: TNode[], stack: Value[]): string {
    let out = "";
    for (const node of nodes) {
      switch (node.type) {
        case "text": out += node.text; break;
        case "var": {
          let v = this.lookup(stack, node.path);
          for (const f of node.filters) {
            const fn = FILTERS[f];
            if (!fn) throw new Error(`unknown filter '${f}'`);
            v = fn(v);
          }
          const s = v === undefined || v === null ? "" : String(v);
          out += node.raw ? s : escapeHtml(s);
          break;
        }
        case "section": {
          const v = this.lookup(stack, node.path);
          const truthy = Array.isArray(v) ? v.length > 0 : Boolean(v);
          if (node.inverted) { if (!truthy) out += this.renderNodes(node.children, stack); break; }
          if (!truthy) break;
          if (Array.isArray(v)) for (const item of v) out += this.renderNodes(node.children, [...stack, item]);
          else if (typeof v === "function") out += v(this.renderNodes(node.children, stack));
          else out += this.renderNodes(node.children, typeof v === "object" ? [...stack, v] : stack);
          break;
        }
        case "partial": {
          const src = this.partials[node.name];
          if (src === undefined) throw new Error(`missing partial '${node.name}'`);
          out += this.renderNodes(this.compiled(`partial:${node.name}`, src), stack);
        }
      }
    }
    return out;
  }
}

const renderer = new Renderer({
  line: "  - {{qty}} x {{name | title}} @ {{price | money}}{{#tags}} [{{.}}]{{/tags}}\n",
});

const invoice = `Invoice for {{customer.name | upper}} <{{customer.email}}>
{{! items follow }}{{#items}}{{> line}}{{/items}}{{^items}}  (no items)
{{/items}}Items: {{items | length}}, note: {{note}} / raw: {{{note}}}
{{#bold}}total due {{total | money}}{{/bold}}
`;

const order: Context = {
  customer: { name: "Ada Lovelace", email: "ada@example.com" },
  items: [
    { qty: 2, name: "analytical engine manual", price: 19.5, tags: ["book"] },
    { qty: 1, name: "brass gear set", price: 120, tags: ["parts", "heavy"] },
    { qty: 10, name: "punch card", price: 0.25, tags: [] },
  ],
  note: "Fragile & <handle> with \"care\"",
  total: 161.5,
  bold: (s: string) => `**${s}**`,
};
console.log(renderer.render(invoice, order));
console.log(renderer.render(invoice, { ...order, items: [], customer: { name: "nobody" }, note: null }));

const broken = ["{{#a}}never closed", "{{#a}}x{{/b}}", "{{x | shout}}", "{{> nope}}"];
for (const t of broken) {
  try {
    console.log(renderer.render(t, { a: true, x: 1 }));
  } catch (e) {
    console.log(`${e instanceof TemplateError ? "TemplateError" : "Error"}: ${(e as Error).message}`);
  }
}
