// features: console_log, console_format, array_methods, object_literal, for_of, function_declaration
// An inventory report laid out with console.group, counters and console.dir.
const warehouse = {
  north: [{ sku: "A1", qty: 4 }, { sku: "B7", qty: 0 }],
  south: [{ sku: "C3", qty: 12 }],
  east: [],
};
console.info("Inventory report");
for (const [site, items] of Object.entries(warehouse)) {
  console.group(`Site ${site}`);
  if (items.length === 0) console.log("(empty)");
  for (const item of items) {
    console.count(site);
    if (item.qty === 0) {
      console.groupCollapsed("restock needed");
      console.log("sku %s has %d units", item.sku, item.qty);
      console.groupEnd();
    } else {
      console.log("%s: %d", item.sku, item.qty);
    }
  }
  console.dir(items);
  console.groupEnd();
}
console.count("north");
console.countReset("north");
console.count("north");
console.count();
console.count();
console.assert(warehouse.south[0].qty > 10, "south is low");
console.assert(false, "this goes to stderr");
console.warn("warnings go to stderr");
console.trace("so do traces");
console.dirxml({ total: 16 }, [1, 2]);
console.group();
console.group("nested");
console.log({ site: "north", items: warehouse.north, note: "line breaking inside a group is indented on every line" });
console.groupEnd();
console.groupEnd();
console.groupEnd();
console.log("done");
