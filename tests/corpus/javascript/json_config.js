// features: json_parse, json_stringify, spread, destructuring, recursion, object_static, try_catch, array_methods
const raw = `{
  "name": "service",
  "version": "1.4.2",
  "ports": [8080, 8443],
  "db": { "host": "localhost", "pool": { "min": 2, "max": 10 }, "ssl": false },
  "features": { "beta": true, "legacy": null },
  "ratio": 0.75,
  "tags": ["a", "b"]
}`;
const cfg = JSON.parse(raw);
function flatten(obj, prefix = "") {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" && !Array.isArray(v) ? flatten(v, prefix + k + ".") : [[prefix + k, v]]);
}
for (const [k, v] of flatten(cfg)) console.log(k.padEnd(16), JSON.stringify(v));
const merged = structuredClone(cfg);
merged.db.pool.max = 20;
console.log(cfg.db.pool.max, merged.db.pool.max);
const defaults = { timeout: 30, retries: 3, db: { host: "0.0.0.0" } };
const final = { ...defaults, ...cfg, db: { ...defaults.db, ...cfg.db } };
console.log(Object.keys(final));
console.log(JSON.stringify(final.db));
const [major, minor, patch] = cfg.version.split(".").map(Number);
console.log({ major, minor, patch });
console.log(JSON.stringify(cfg, ["name", "ports", "db", "host"], "\t"));
console.log(JSON.stringify({ u: undefined, f() {}, d: new Date(0), n: NaN, i: -Infinity, big: 1e21, s: "q\"\n" }));
try { JSON.parse("{bad json}"); } catch (e) { console.log(e.name); }
console.log(JSON.parse("[1,2,{\"a\":[]}]", (k, v) => (typeof v === "number" ? v * 10 : v)));
console.log(cfg);
