// features: optional_chaining, nullish_coalescing, object_literal, null_undefined
const users = [
  { name: "ann", address: { city: "Oslo", zip: "0150" }, tags: ["admin"] },
  { name: "ben", address: null },
  { name: "cy" },
];
for (const u of users) {
  const city = u.address?.city ?? "unknown";
  const firstTag = u.tags?.[0] ?? "none";
  const upper = u.address?.city?.toUpperCase();
  console.log(u.name, city, firstTag, upper);
}
const api = { version: () => "1.2", helpers: null };
console.log(api.version?.(), api.missing?.(), api.helpers?.format("x"));
const deep = { a: { b: { c: 0 } } };
console.log(deep?.a?.b?.c, deep.x?.y.z, deep.a.b.c ?? 42);
