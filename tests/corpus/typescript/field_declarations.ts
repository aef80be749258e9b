// features: field_definition, ambient_declaration, non_null_assertion, getter_setter, parameter_property, static_member, map_object, try_statement, error_object, method_chaining
class Item {
  declare readonly brand: "item";
  sku!: string;
  private _qty = 0;
  static count = 0;
  constructor(sku: string, public name: string, public price: number, qty: number) {
    this.sku = sku;
    this.qty = qty;
    Item.count++;
  }
  get qty(): number { return this._qty; }
  set qty(v: number) {
    if (v < 0) throw new RangeError(`negative quantity for ${this.sku}: ${v}`);
    this._qty = v;
  }
  get value(): number { return this.qty * this.price; }
}

class Inventory {
  private items = new Map<string, Item>();
  add(item: Item): this { this.items.set(item.sku, item); return this; }
  take(sku: string, n: number): boolean {
    const it = this.items.get(sku);
    if (!it) return false;
    try {
      it.qty -= n;
      return true;
    } catch (e) {
      console.log("  refused:", (e as Error).message);
      return false;
    }
  }
  report(): void {
    const list = [...this.items.values()].sort((a, b) => b.value - a.value || a.sku.localeCompare(b.sku));
    for (const it of list) {
      console.log(`${it.sku} ${it.name.padEnd(10)} ${String(it.qty).padStart(4)} x ${it.price.toFixed(2).padStart(7)} = ${it.value.toFixed(2).padStart(9)}`);
    }
    console.log("total", list.reduce((s, i) => s + i.value, 0).toFixed(2), "items", Item.count);
  }
}

const inv = new Inventory()
  .add(new Item("A100", "bolt", 0.15, 500))
  .add(new Item("B200", "nut", 0.05, 1200))
  .add(new Item("C300", "bracket", 3.2, 40))
  .add(new Item("D400", "hinge", 4.75, 12));
inv.report();
console.log(inv.take("C300", 15), inv.take("D400", 20), inv.take("Z999", 1));
inv.report();
console.log(Object.keys(new Item("E", "e", 1, 1)));
