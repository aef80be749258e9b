// features: symbols, computed_keys, object_literal, class_declaration, typeof, console_log
// Symbols as private-ish metadata keys on plain objects and classes: unique
// per call, shared through the Symbol.for registry, hidden from keys and JSON.
const ID = Symbol("id");
const META = Symbol("meta");
const anon = Symbol();
const user = { name: "ada", [ID]: 7, [META]: { created: 2024 } };
console.log(user);
console.log(user[ID], user[META].created, Object.keys(user), JSON.stringify(user));
console.log(typeof ID, ID.toString(), String(META), ID.description, anon.description, anon.toString());
console.log(Symbol("id") === ID, Symbol("id") === Symbol("id"), ID === ID);
const k1 = Symbol.for("app.session"), k2 = Symbol.for("app.session");
console.log(k1 === k2, Symbol.keyFor(k1), Symbol.keyFor(ID), k1.description);
for (const k in user) console.log("in:", k);
console.log(Object.getOwnPropertySymbols(user).map(s => s.toString()));
const registry = {};
function tag(obj, label) { const s = Symbol(label); registry[label] = s; obj[s] = true; return s; }
const t = tag(user, "audited");
console.log(user[t], user[registry.audited], Object.getOwnPropertySymbols(user).length);
class Temperature {
  constructor(c) { this.c = c; }
  get [Symbol.toStringTag]() { return "Temperature"; }
  *[Symbol.iterator]() { yield this.c; yield this.c * 9 / 5 + 32; }
}
const temp = new Temperature(100);
console.log([...temp], Array.from(temp, x => x.toFixed(1)));
const ops = { [Symbol.for("add")]: (a, b) => a + b };
console.log(ops[Symbol.for("add")](2, 3));
console.log([ID, k1, Symbol.iterator]);
