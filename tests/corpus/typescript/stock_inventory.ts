// features: interface_declaration, property_signature, generic_class, generic_function, map_object, spread_element, getter_setter, access_modifier, arrow_function, nullish_coalescing, template_string, array_methods, for_of_statement, number_formatting, ternary_expression
interface Item {
  sku: string;
  name: string;
  qty: number;
  price: number;
  tags?: string[];
}

class Inventory<T extends Item> {
  private items: Map<string, T> = new Map();

  add(item: T): void {
    const existing = this.items.get(item.sku);
    if (existing) {
      existing.qty += item.qty;
    } else {
      this.items.set(item.sku, { ...item });
    }
  }

  remove(sku: string, qty: number): boolean {
    const it = this.items.get(sku);
    if (!it || it.qty < qty) return false;
    it.qty -= qty;
    if (it.qty === 0) this.items.delete(sku);
    return true;
  }

  find(pred: (item: T) => boolean): T[] {
    return [...this.items.values()].filter(pred);
  }

  totalValue(): number {
    let sum = 0;
    for (const it of this.items.values()) sum += it.qty * it.price;
    return sum;
  }

  get size(): number {
    return this.items.size;
  }
}

function firstOr<T>(arr: T[], fallback: T): T {
  return arr.length > 0 ? arr[0] : fallback;
}

const inv = new Inventory<Item>();
inv.add({ sku: "A1", name: "Widget", qty: 10, price: 2.5, tags: ["small"] });
inv.add({ sku: "B2", name: "Gadget", qty: 3, price: 19.99 });
inv.add({ sku: "A1", name: "Widget", qty: 5, price: 2.5 });
inv.add({ sku: "C3", name: "Doohickey", qty: 7, price: 4.75, tags: ["small", "red"] });

console.log("items:", inv.size);
console.log("total:", inv.totalValue().toFixed(2));
console.log("remove B2 x2:", inv.remove("B2", 2));
console.log("remove B2 x5:", inv.remove("B2", 5));
console.log("remove C3 x7:", inv.remove("C3", 7));
console.log("items:", inv.size);
const small = inv.find((i) => (i.tags ?? []).includes("small"));
console.log("small:", small.map((i) => `${i.name}(${i.qty})`).join(", "));
const cheap = inv.find((i) => i.price < 1);
console.log("cheapest:", firstOr(cheap.map((i) => i.name), "none"));
console.log("total:", inv.totalValue().toFixed(2));
