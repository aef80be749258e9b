// features: interface_declaration, readonly_modifier, class_declaration, rest_parameter, optional_parameter, tuple_type, set_object, try_statement, unknown_type, getter_setter
interface Item { readonly sku: string; name: string; qty: number; unitCost: number; tags: Set<string> }
type Movement = { sku: string; delta: number; note?: string };
class Warehouse {
  private stock: Record<string, Item> = {};
  private log: Movement[] = [];
  addItem(sku: string, name: string, unitCost: number, ...tags: string[]): void {
    this.stock[sku] = { sku, name, qty: 0, unitCost, tags: new Set(tags) };
  }
  move(sku: string, delta: number, note?: string): void {
    const it = this.stock[sku];
    if (!it) throw new Error(`unknown sku ${sku}`);
    if (it.qty + delta < 0) throw new Error(`insufficient ${it.name}: have ${it.qty}, need ${-delta}`);
    it.qty += delta;
    this.log.push({ sku, delta, ...(note ? { note } : {}) });
  }
  value(): number { return Object.values(this.stock).reduce((s, i) => s + i.qty * i.unitCost, 0); }
  byTag(tag: string): string[] { return Object.values(this.stock).filter(i => i.tags.has(tag)).map(i => i.name); }
  report(): void {
    console.table !== undefined;
    for (const i of Object.values(this.stock).sort((a, b) => a.name.localeCompare(b.name)))
      console.log(`${i.sku} ${i.name.padEnd(10, ".")} ${i.qty.toString().padStart(4)} @ ${i.unitCost.toFixed(2)}`);
  }
  get history(): readonly Movement[] { return this.log; }
}
const w = new Warehouse();
w.addItem("S1", "screw", 0.1, "hardware", "small");
w.addItem("N2", "nail", 0.05, "hardware");
w.addItem("G3", "glue", 4.5, "chemical");
const moves: [string, number, string?][] = [["S1", 500, "initial"], ["N2", 1000], ["G3", 12, "restock"], ["S1", -120], ["G3", -20], ["X9", 1], ["N2", -999.5]];
for (const [sku, d, note] of moves) {
  try { w.move(sku, d, note); } catch (e: unknown) { console.log("error:", e instanceof Error ? e.message : e); }
}
w.report();
console.log("value", w.value().toFixed(2), w.byTag("hardware"), w.byTag("none"));
console.log(w.history);
console.log(w.history.filter(m => m.delta < 0).length, w.history.map(m => m.note ?? "").filter(Boolean));
const tags = new Set(["a", "b"]);
console.log(tags, [...tags].includes("b"), new Set([1, 1, 2]).size);
