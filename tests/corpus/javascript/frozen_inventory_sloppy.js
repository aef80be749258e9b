// features: object_static, class_declaration, delete_operator, array_methods, try_catch, console_log
// Frozen catalogue in a sloppy script: plain writes are ignored, class code (strict) throws.
const catalogue = Object.freeze({
  apple: { price: 0.5, stock: 40 },
  pear: { price: 0.75, stock: 12 },
});
const units = Object.freeze(['kg', 'lb']);

function reprice(item, factor) {
  catalogue[item] = { price: 99 };          // ignored: frozen
  catalogue.banana = { price: 0.2 };        // ignored: not extensible
  catalogue[item].price *= factor;          // the inner object is not frozen
  return delete catalogue.pear;             // false: frozen
}
console.log(reprice('apple', 2), catalogue);

class Shelf {
  constructor(items) { this.items = Object.seal(items); }
  restock(name, qty) { this.items[name] = qty; }
  remove(name) { delete this.items[name]; }
}
const shelf = new Shelf({ apple: 3 });
shelf.restock('apple', 10);
for (const op of [() => shelf.restock('kiwi', 1), () => shelf.remove('apple'), () => units.push('oz'), () => units.sort()]) {
  try { op(); console.log('ok'); } catch (e) { console.log(`${e.name}: ${e.message}`); }
}
console.log(shelf.items, units, units.map(u => u.toUpperCase()));
console.log(Object.isFrozen(catalogue), Object.isFrozen(catalogue.apple), Object.isSealed(shelf.items),
  Object.isFrozen(shelf.items), Object.isExtensible(shelf.items), Object.isFrozen('text'), Object.isExtensible(shelf));
const loose = Object.preventExtensions({ a: 1 });
loose.a = 2; loose.b = 3; delete loose.a;
console.log(loose, Object.isSealed(loose), Object.getOwnPropertyDescriptor(catalogue, 'apple').writable,
  Object.getOwnPropertyDescriptor(units, 'length'));
