// features: symbols, class_declaration, object_static, proxy_reflect, spread, json_stringify, console_format
// Entities that keep bookkeeping under symbol keys (this[kAudit] = ...):
// the keys stay out of Object.keys, for-in and JSON, show up in
// Reflect.ownKeys / getOwnPropertySymbols, print as [Symbol(desc)] after
// the string keys, and are copied by spread, Object.assign and rest.
const util = require("util");
const kAudit = Symbol("audit");
const kVersion = Symbol.for("entity.version");

class Entity {
  constructor(id, fields) {
    this[kVersion] = 1;
    this.id = id;
    Object.assign(this, fields);
    this[kAudit] = [`created #${id}`];
    Object.defineProperty(this, "secret", { value: "s3cr3t", enumerable: false });
  }
  update(changes) {
    for (const [k, v] of Object.entries(changes)) {
      this[kAudit].push(`${k}: ${JSON.stringify(this[k])} -> ${JSON.stringify(v)}`);
      this[k] = v;
    }
    this[kVersion]++;
    return this;
  }
}

const e = new Entity(7, { name: "Widget", price: 9.5 });
e.update({ price: 11 }).update({ name: "Widget Pro", tags: ["new"] });
console.log(e);
console.log("keys:", Object.keys(e));
console.log("names:", Object.getOwnPropertyNames(e));
console.log("symbols:", Object.getOwnPropertySymbols(e));
console.log("ownKeys:", Reflect.ownKeys(e));
console.log("entries:", Object.entries(e).map(([k]) => k).join(","));
const seen = [];
for (const k in e) seen.push(k);
console.log("for-in:", seen.join(","));
console.log("json:", JSON.stringify(e));
console.log("version", e[kVersion], "audit", e[kAudit].length, "secret", e.secret);

const copy = { ...e };
console.log("spread keeps symbols:", copy[kAudit] === e[kAudit], copy[kVersion], "drops hidden:", "secret" in copy);
const assigned = Object.assign({}, e, { [kVersion]: 99 });
console.log("assign:", assigned[kVersion], Object.getOwnPropertySymbols(assigned).length);
const { id, [kAudit]: trail, ...rest } = e;
console.log("rest:", id, trail.length, rest);
const plain = { note: "x", [kAudit]: ["plain"] };
console.log({ ...plain }, Object.assign(new Entity(8, {}), plain)[kAudit]);
console.log("ownKeys of a plain object with a hidden key:", Reflect.ownKeys(Object.defineProperty({ a: 1, [kVersion]: 2 }, "h", { value: 3 })));

// a lone format string prints as it is; directives are read when arguments follow
console.log("progress 100%%");
console.log("progress %d%%", 100);
console.log(util.format("%% %s"), "|", util.format("%% %s", "done"));
console.log("%s");
console.log("%s=%d", "left", 5, "extra", { x: 1 });
