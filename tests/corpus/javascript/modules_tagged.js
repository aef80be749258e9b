// features: modules, tagged_templates, template_string, class_declaration, arrow_function
// An ES module (run as the entry file) exporting helpers, with tagged
// templates for escaping and for a tiny SQL builder.
export const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

export function html(strings, ...values) {
  let out = strings[0];
  values.forEach((v, i) => {
    out += escapeHtml(v) + strings[i + 1];
  });
  return out;
}

export class Query {
  constructor(text, params) {
    this.text = text;
    this.params = params;
  }
  toString() {
    return `${this.text} -- ${JSON.stringify(this.params)}`;
  }
}

export const sql = (strings, ...values) =>
  new Query(strings.reduce((acc, s, i) => acc + "$" + i + s), values);

export default function render(user) {
  return html`<p title="${user.title}">Hello, ${user.name}!</p>`;
}

console.log(render({ name: "<script>alert(1)</script>", title: `Tom & "Jerry"` }));
const q = sql`SELECT * FROM users WHERE name = ${"O'Brien"} AND age > ${30}`;
console.log(String(q));
console.log(q.params.length, html`no substitutions`);
const upper = (strings, ...vals) => strings.map((s, i) => s + (vals[i] !== undefined ? String(vals[i]).toUpperCase() : "")).join("");
console.log(upper`a${"b"}c${"d"}e`);
