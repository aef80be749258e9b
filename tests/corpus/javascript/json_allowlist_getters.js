// features: json_stringify, class_declaration, getters, object_static, console_log
// A standings export picks its columns with JSON.stringify's key allowlist:
// computed columns are class getters and defaults live on a prototype, so
// the listed keys are read like `obj[key]`, not only among own properties.
class Standing {
  #secret = 'hidden';
  constructor(name, won, drawn, lost, gf, ga) {
    Object.assign(this, { name, won, drawn, lost, gf, ga });
  }
  get points() { return this.won * 3 + this.drawn; }
  get gd() { return this.gf - this.ga; }
  summary() { return `${this.name} ${this.points}`; }
}
const rows = [new Standing('Arsenal', 3, 1, 1, 6, 4), new Standing('Spurs', 2, 2, 1, 10, 5)];
console.log(JSON.stringify(rows, ['name', 'points', 'gd']));
console.log(JSON.stringify(rows[0], ['gd', 'name', 'summary', 'missing', '#secret', 'points'], 2));
console.log(JSON.stringify(rows[1]));

const defaults = { currency: 'EUR', get label() { return `${this.sku} (${this.currency})`; } };
const item = Object.create(defaults);
item.sku = 'LAMP-1';
item.price = 49.5;
console.log(JSON.stringify(item), JSON.stringify(item, ['sku', 'currency', 'label', 'price']));
console.log(JSON.stringify({ a: 1, nested: { a: 2, b: 3 } }, ['nested', 'a', 'a', 1]));
console.log(JSON.stringify(new Map([['k', 1]]), ['size']), JSON.stringify([rows[0]], ['name'], '\t'));
