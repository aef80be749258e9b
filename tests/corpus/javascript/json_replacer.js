// features: json_stringify, json_parse, object_literal, arrow_function, destructuring, console_log
// JSON.stringify with a replacer: an allowlist of keys (in its order) or a function of (key, value).
const o = { a: 1, b: { a: 2, c: 3 }, d: [1, { a: 4, z: 5 }] };
console.log(JSON.stringify(o, ["a", "b", "d"]), JSON.stringify(o, ["d", "a"], 2));
console.log(JSON.stringify(o, (k, v) => (typeof v === "number" ? v * 100 : v)));
console.log(JSON.stringify(o, function (k, v) { return k === "b" ? undefined : v; }), JSON.stringify(5, () => undefined));
console.log(JSON.stringify({ x: 1, y: "s" }, (k, v) => (k === "" ? { wrapped: v } : v)), JSON.stringify([1, 2], [0]));
const raw = '{"orders":[{"id":"A1","customer":{"name":"Zoë","tier":"gold"},"lines":[{"sku":"pen","qty":3,"price":1.2},{"sku":"pad","qty":1,"price":4.5}]},{"id":"B2","customer":{"name":"Omar","tier":"silver"},"lines":[{"sku":"ink","qty":2,"price":7.25}],"note":null},{"id":"C3","customer":{"name":"Li","tier":"gold"},"lines":[]}]}';
const { orders } = JSON.parse(raw);
const discount = { gold: 0.1, silver: 0.05 };
const report = orders.map(({ id, customer: { name, tier }, lines, note = "—" }) => {
  const gross = lines.reduce((s, { qty, price }) => s + qty * price, 0);
  const net = Math.round(gross * (1 - (discount[tier] ?? 0)) * 100) / 100;
  return { id, name, tier, items: lines.length, gross, net, note };
});
console.log(report);
console.log(JSON.stringify(report.filter((r) => r.items), ["id", "net"], 1));
console.log(JSON.stringify({ total: report.reduce((s, r) => s + r.net, 0), when: null, tags: new Set(["a"]), fn() {} }));
const revived = JSON.parse('{"a":1,"b":[1,2,{"c":"3"}]}', (k, v) => (typeof v === "number" ? v * 10 : v));
console.log(revived, JSON.stringify(revived, null, "--"));
console.log(JSON.stringify("line\nbreak \"quoted\" \u00e9 \u2028"), JSON.stringify([undefined, () => 1, NaN, -0, 1e21]));
try { JSON.parse("{bad json}"); } catch (e) { console.log(e.name, e.message.slice(0, 30)); }
