// features: class_extends, super_call, getters_object_literal, map, object_static, string_methods
class Product {
  constructor(sku, name, price, category) {
    Object.assign(this, { sku, name, price, category });
  }
  toString() { return `${this.name} (${this.sku})`; }
}

class Discount {
  constructor(label) { this.label = label; }
  apply() { throw new Error('not implemented'); }
}
class PercentOff extends Discount {
  constructor(pct, category) { super(`${pct}% off ${category ?? 'everything'}`); this.pct = pct; this.category = category; }
  apply(lines) {
    return lines.filter(l => !this.category || l.product.category === this.category)
      .reduce((s, l) => s + l.subtotal * this.pct / 100, 0);
  }
}
class BuyXGetY extends Discount {
  constructor(sku, x, y) { super(`buy ${x} get ${y} free on ${sku}`); Object.assign(this, { sku, x, y }); }
  apply(lines) {
    const line = lines.find(l => l.product.sku === this.sku);
    if (!line) return 0;
    const free = Math.floor(line.qty / (this.x + this.y)) * this.y;
    return free * line.product.price;
  }
}

class Cart {
  lines = new Map();
  discounts = [];
  add(product, qty = 1) {
    const line = this.lines.get(product.sku) ?? { product, qty: 0, get subtotal() { return this.qty * this.product.price; } };
    line.qty += qty;
    this.lines.set(product.sku, line);
    return this;
  }
  remove(sku, qty = Infinity) {
    const line = this.lines.get(sku);
    if (!line) throw new Error(`no such item: ${sku}`);
    line.qty -= Math.min(qty, line.qty);
    if (line.qty === 0) this.lines.delete(sku);
  }
  get subtotal() { return [...this.lines.values()].reduce((s, l) => s + l.subtotal, 0); }
  receipt() {
    const lines = [...this.lines.values()];
    const out = lines.map(l => `${String(l.product).padEnd(28)}${String(l.qty).padStart(3)} x ${l.product.price.toFixed(2).padStart(7)} = ${l.subtotal.toFixed(2).padStart(8)}`);
    let total = this.subtotal;
    out.push('-'.repeat(56), `${'Subtotal'.padEnd(45)}${total.toFixed(2).padStart(11)}`);
    for (const d of this.discounts) {
      const amt = Math.round(d.apply(lines) * 100) / 100;
      if (amt > 0) { out.push(`${d.label.padEnd(45)}${(-amt).toFixed(2).padStart(11)}`); total -= amt; }
    }
    const tax = Math.round(total * 0.0825 * 100) / 100;
    out.push(`${'Tax 8.25%'.padEnd(45)}${tax.toFixed(2).padStart(11)}`, `${'TOTAL'.padEnd(45)}${(total + tax).toFixed(2).padStart(11)}`);
    return out.join('\n');
  }
}

const catalog = [
  new Product('TEA-01', 'Green tea 100g', 6.49, 'grocery'),
  new Product('MUG-02', 'Ceramic mug', 12.0, 'home'),
  new Product('KTL-03', 'Electric kettle', 39.95, 'home'),
  new Product('BSC-04', 'Butter biscuits', 2.25, 'grocery'),
];
const bySku = Object.fromEntries(catalog.map(p => [p.sku, p]));
const cart = new Cart();
cart.add(bySku['TEA-01'], 2).add(bySku['MUG-02']).add(bySku['BSC-04'], 7).add(bySku['KTL-03']).add(bySku['TEA-01']);
cart.remove('MUG-02');
cart.add(bySku['MUG-02'], 2);
cart.discounts.push(new PercentOff(10, 'home'), new BuyXGetY('BSC-04', 2, 1), new PercentOff(5));
console.log(cart.receipt());
try { cart.remove('NOPE'); } catch (e) { console.log(e.message); }
console.log(cart.discounts.map(d => d.constructor.name), cart.discounts[1] instanceof Discount);
console.log(cart.lines.get('TEA-01'));
console.log(`${catalog[2]}`, catalog[0]);
