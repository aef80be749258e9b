// features: union_type, literal_type, switch_statement, enum_declaration, const_enum, type_guard, generic_function, nullish_coalescing
type Order =
  | { kind: "pending"; id: number; items: string[] }
  | { kind: "shipped"; id: number; tracking: string }
  | { kind: "cancelled"; id: number; reason?: string };

enum Priority { Low = 1, Normal, High = 10 }
enum Channel { Web = "web", Store = "store" }

function describe(o: Order): string {
  switch (o.kind) {
    case "pending": return `#${o.id} pending (${o.items.length} items)`;
    case "shipped": return `#${o.id} shipped via ${o.tracking.slice(0, 3)}`;
    case "cancelled": return `#${o.id} cancelled: ${o.reason ?? "no reason"}`;
    default: { const never: never = o; return never; }
  }
}
const orders: Order[] = [
  { kind: "pending", id: 1, items: ["a", "b"] },
  { kind: "shipped", id: 2, tracking: "UPS123" },
  { kind: "cancelled", id: 3 },
  { kind: "cancelled", id: 4, reason: "duplicate" },
];
orders.forEach(o => console.log(describe(o)));
console.log(Priority.Normal, Priority[10], Priority, Channel.Web, Object.values(Channel));
const counts = orders.reduce<Record<Order["kind"], number>>((acc, o) => { acc[o.kind]++; return acc; }, { pending: 0, shipped: 0, cancelled: 0 });
console.log(counts);
function isShipped(o: Order): o is Extract<Order, { kind: "shipped" }> { return o.kind === "shipped"; }
console.log(orders.filter(isShipped).map(o => o.tracking));
const pri: Priority = Priority.High;
console.log(pri > Priority.Low ? "urgent" : "normal", typeof Priority, Priority[Priority.Low]);
const enum Dir { Up, Down }
console.log(Dir.Down, [Dir.Up, Dir.Down]);
