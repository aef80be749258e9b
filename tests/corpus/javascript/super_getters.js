// features: getters, class_extends, super_method
// Derived getters that build on their parent's through super.x, as layered
// pricing rules do.
class Product {
  constructor(name, base) { this.name = name; this.base = base; }
  get price() { return this.base; }
  get label() { return `${this.name}: ${this.price.toFixed(2)}`; }
}
class Taxed extends Product {
  get price() { return super.price * 1.2; }
}
class Discounted extends Taxed {
  constructor(name, base, off) { super(name, base); this.off = off; }
  get price() { return super.price * (1 - this.off); }
  get label() { return `${super.label} (-${this.off * 100}%)`; }
}
const items = [new Product('pen', 2), new Taxed('ink', 10), new Discounted('pad', 5, 0.25)];
for (const it of items) console.log(it.label);
console.log(items.map((i) => Math.round(i.price * 100) / 100));
const total = items.reduce((s, i) => s + i.price, 0);
console.log(total.toFixed(2));
