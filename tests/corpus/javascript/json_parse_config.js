// features: json_parse, json_stringify, try_catch, object_static, array_methods
// Reading a JSON configuration and an event log, as a CLI tool would.
const configText = `{
  "service": "billing",
  "port": 8080,
  "debug": false,
  "ratio": 0.75,
  "tags": ["eu", "prod"],
  "limits": {"rps": 120, "burst": 1e3, "timeoutMs": -1.5e2},
  "owner": null,
  "motd": "caf\\u00e9 \\"open\\"\\n\\ttabs",
  "20": "numeric key", "3": "another"
}`;
const config = JSON.parse(configText);
console.log(config);
console.log(Object.keys(config).join(","));
console.log(config.limits.burst + config.limits.timeoutMs, typeof config.ratio, config.owner === null);
console.log(config.motd);

const events = JSON.parse('[{"at":"2024-01-02","kind":"login","user":"ann"},' +
  '{"at":"2024-01-03","kind":"buy","user":"bob","amount":12.5},' +
  '{"at":"2024-01-03","kind":"buy","user":"ann","amount":7}]');
const spent = {};
for (const e of events.filter(e => e.kind === "buy")) spent[e.user] = (spent[e.user] || 0) + e.amount;
console.log(spent, events.length);

// a reviver turns dates into objects and drops private keys
const revived = JSON.parse('{"name":"x","_secret":1,"when":"2024-05-06","nested":{"_a":1,"b":[1,2]}}',
  (key, value) => {
    if (key.startsWith("_")) return undefined;
    if (key === "when") return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) };
    return value;
  });
console.log(JSON.stringify(revived));

const broken = ['{"a":1,}', '[1 2]', '{"a" 1}', '', 'undefined', '{"x": tru}', '"\\q"', '[1,2', '01', '{"long":"aaaaaaaaaaaaaaaaaaaa" x}'];
for (const text of broken) {
  try {
    JSON.parse(text);
    console.log("parsed?", text);
  } catch (err) {
    console.log(err.name + ": " + err.message);
  }
}
// round trip
const back = JSON.parse(JSON.stringify({ list: [1, "two", [3, { four: 4 }]], flag: true }));
console.log(back.list[2][1].four, JSON.stringify(back, null, 2));
