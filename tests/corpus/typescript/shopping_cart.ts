// features: interface_declaration, union_type, literal_type, switch_statement, getter_setter, method_chaining, default_parameter, object_destructuring, spread_element, as_expression, readonly_modifier
interface Product { readonly sku: string; name: string; price: number; category: "food" | "tech" | "books" }
interface Line { product: Product; qty: number }
type Discount = { kind: "percent"; value: number; category?: Product["category"] } | { kind: "fixed"; value: number; minTotal: number };

const catalog: ReadonlyArray<Product> = [
  { sku: "F1", name: "Coffee", price: 7.99, category: "food" },
  { sku: "F2", name: "Tea", price: 4.5, category: "food" },
  { sku: "T1", name: "Cable", price: 12.0, category: "tech" },
  { sku: "T2", name: "Mouse", price: 24.95, category: "tech" },
  { sku: "B1", name: "Novel", price: 15.0, category: "books" },
];

class Cart {
  private lines = new Map<string, Line>();
  add(sku: string, qty = 1): this {
    const product = catalog.find(p => p.sku === sku);
    if (!product) { console.log(`unknown sku ${sku}`); return this; }
    const line = this.lines.get(sku);
    if (line) line.qty += qty; else this.lines.set(sku, { product, qty });
    return this;
  }
  remove(sku: string, qty = Infinity): this {
    const line = this.lines.get(sku);
    if (line) {
      line.qty -= Math.min(qty, line.qty);
      if (line.qty === 0) this.lines.delete(sku);
    }
    return this;
  }
  get subtotal(): number {
    let s = 0;
    this.lines.forEach(l => { s += l.product.price * l.qty; });
    return Math.round(s * 100) / 100;
  }
  discount(d: Discount): number {
    switch (d.kind) {
      case "percent": {
        const base = [...this.lines.values()]
          .filter(l => !d.category || l.product.category === d.category)
          .reduce((s, l) => s + l.product.price * l.qty, 0);
        return Math.round(base * d.value) / 100;
      }
      case "fixed":
        return this.subtotal >= d.minTotal ? d.value : 0;
    }
  }
  receipt(discounts: Discount[] = []): string {
    const rows = [...this.lines.values()].map(({ product: p, qty }) =>
      `${p.name.padEnd(8)}${String(qty).padStart(3)} x ${p.price.toFixed(2).padStart(6)} ${(p.price * qty).toFixed(2).padStart(8)}`);
    const off = discounts.map(d => this.discount(d)).reduce((a, b) => a + b, 0);
    const tax = (this.subtotal - off) * 0.08;
    rows.push("-".repeat(30), `${"subtotal".padEnd(21)}${this.subtotal.toFixed(2).padStart(9)}`);
    if (off) rows.push(`${"discount".padEnd(21)}${(-off).toFixed(2).padStart(9)}`);
    rows.push(`${"tax 8%".padEnd(21)}${tax.toFixed(2).padStart(9)}`, `${"TOTAL".padEnd(21)}${(this.subtotal - off + tax).toFixed(2).padStart(9)}`);
    return rows.join("\n");
  }
}

const cart = new Cart().add("F1", 2).add("T2").add("B1", 3).add("X9").add("F1").remove("B1", 1);
console.log(cart.receipt([{ kind: "percent", value: 10, category: "food" }, { kind: "fixed", value: 5, minTotal: 50 }]));
cart.remove("T2").remove("F1");
console.log(cart.receipt());
const byCat = catalog.reduce((acc, p) => ({ ...acc, [p.category]: [...(acc[p.category] ?? []), p.sku] }), {} as Partial<Record<Product["category"], string[]>>);
console.log(byCat);
