// features: regex, string_methods, arrow_function, spread, nullish_coalescing, recursion
function render(tpl, ctx) {
  tpl = tpl.replace(/{{#each (\w+)}}([\s\S]*?){{\/each}}/g, (_, name, body) => {
    const list = lookup(ctx, name) ?? [];
    return list.map((item, index) => render(body, { ...ctx, ...item, '@index': index, this: item })).join('');
  });
  tpl = tpl.replace(/{{#if ([\w.]+)}}([\s\S]*?)(?:{{else}}([\s\S]*?))?{{\/if}}/g, (_, cond, yes, no = '') =>
    lookup(ctx, cond) ? render(yes, ctx) : render(no, ctx));
  return tpl.replace(/{{\s*([@\w.]+)(?:\s*\|\s*(\w+))?\s*}}/g, (m, path, filter) => {
    let v = lookup(ctx, path);
    if (v === undefined) return '';
    if (filter) {
      if (!(filter in filters)) throw new Error(`unknown filter "${filter}"`);
      v = filters[filter](v);
    }
    return escapeHtml(String(v));
  });
}

const lookup = (ctx, path) => path.split('.').reduce((o, k) => (o == null ? undefined : o[k]), ctx);
const escapeHtml = (s) => s.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const filters = {
  upper: s => s.toUpperCase(),
  money: n => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
  title: s => s.replace(/\w\S*/g, w => w[0].toUpperCase() + w.slice(1).toLowerCase()),
};

const tpl = `<h1>{{ shop.name | upper }}</h1>
{{#if customer.vip}}<p>Welcome back, {{customer.name|title}}!</p>{{else}}<p>Hello {{customer.name}}</p>{{/if}}
<ul>
{{#each items}}  <li>{{@index}}. {{name}} x{{qty}} = {{total | money}}</li>
{{/each}}</ul>
<p>Total: {{grand | money}}</p>`;

const items = [
  { name: 'Widget <small>', qty: 3, price: 4.5 },
  { name: "Gadget 'Pro'", qty: 1, price: 1299.99 },
  { name: 'Gizmo & Co', qty: 12, price: 0.75 },
].map(i => ({ ...i, total: i.qty * i.price }));

const ctx = {
  shop: { name: 'acme supplies' },
  customer: { name: 'jANE doe', vip: true },
  items,
  grand: items.reduce((s, i) => s + i.total, 0),
};
console.log(render(tpl, ctx));
console.log(render(tpl, { ...ctx, customer: { name: 'Sam' }, items: [] }));
try { render('{{x|nope}}', { x: 1 }); } catch (e) { console.log(e.message); }
console.log(filters.money(1234567.891), filters.money(0.5));
console.log(Object.keys(filters), render('{{a.b.c}}|{{missing.x}}|', { a: { b: { c: 0 } } }));
