// features: index_signature, generic_type, type_guard, optional_chain, non_null_assertion, interface_declaration
const kId: unique symbol = Symbol("id");
const kTags = Symbol.for("tags");

interface Entity {
  [kId]: number;
  name: string;
}

interface Registry<T extends Entity = Entity> {
  [name: string]: T | undefined;
}

let nextId = 100;
function make(name: string): Entity {
  return { [kId]: nextId++, name };
}

const reg: Registry = {};
for (const n of ["gear", "spring", "lever"]) reg[n] = make(n);

console.log(Object.keys(reg));
console.log(reg["spring"]?.[kId], reg["pulley"]?.[kId] ?? "missing");
const e = reg.gear!;
(e as any)[kTags] = ["metal"];
console.log(e);
console.log(Object.getOwnPropertySymbols(e).map(s => s.toString()));
console.log(kId.description, Symbol.keyFor(kTags), Symbol.keyFor(kId));
console.log(typeof kId, kId === Symbol("id"), Symbol.for("tags") === kTags);
console.log(JSON.stringify(e));
const sorted = Object.values(reg).filter((x): x is Entity => !!x).sort((a, b) => b[kId] - a[kId]);
console.log(sorted.map(x => `${x.name}#${x[kId]}`).join(", "));
