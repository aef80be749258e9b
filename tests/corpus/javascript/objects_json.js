// features: object_literal, json_stringify, object_static, computed_keys, shorthand_properties, object_methods, for_in, delete_operator, in_operator, new_expression
const key = "dyn";
const name = "widget";
const obj = {
  name,
  count: 3,
  [key + "amic"]: true,
  "quoted key": 1,
  nested: { list: [1, 2, { deep: "yes" }], empty: {} },
  describe() {
    return `${this.name} x${this.count}`;
  },
};
console.log(obj.describe());
console.log(Object.keys(obj));
console.log(JSON.stringify({ a: 1, b: [true, null, "s"], c: { d: 1.5 } }));
console.log(JSON.stringify([1, "two", { three: 3 }], null, 2));
console.log(JSON.stringify({ skip: undefined, keep: 0, f() {} }), JSON.stringify("q\"uote"), JSON.stringify(null));
const copy = Object.assign({}, { a: 1 }, { b: 2 });
console.log(copy, Object.values(copy), Object.entries(copy));
for (const k in { x: 1, y: 2 }) console.log("key", k);
console.log("count" in obj, "missing" in obj, obj.missing, obj.nested.list[2].deep);
delete obj.count;
console.log(Object.keys(obj).length, obj.hasOwnProperty("name"), obj.hasOwnProperty("count"));
const point = { x: 1, y: 2 };
point.z = 3;
point["w"] = 4;
console.log(point, { ...point, x: 10 });
console.log({ a: { b: { c: { d: 1 } } } }, [[[[1]]]]);
console.log(Object.fromEntries([["k1", "v1"], ["k2", 2]]));
