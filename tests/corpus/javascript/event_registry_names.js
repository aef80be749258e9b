// features: arrow_function, function_expression, object_literal, map, array_literal, console_log, closures
// A handler registry keyed by object identity (WeakMap, WeakSet), handlers
// named by the binding they are written in, the registry's keys walked by
// hand with next(), and a sparse schedule literal.
const handlers = {
  onSave: () => "saved",
  onLoad: function () { return "loaded"; },
  onQuit() { return "bye"; },
};
const log = (msg) => console.log(`[log] ${msg}`);
let fallback;
fallback = () => "fallback";
console.log(handlers, log, fallback);
console.log(Object.values(handlers).map(h => `${h.name}:${h()}`).join(" "), log.name, fallback.name);
const owners = new WeakMap();
const seen = new WeakSet();
const docA = { title: "A" }, docB = { title: "B" };
owners.set(docA, "ann").set(docB, "bob");
seen.add(docA);
console.log(owners.get(docA), owners.get({ title: "A" }), owners.has(docB), seen.has(docA), seen.has(docB));
owners.delete(docB);
console.log(owners.has(docB), owners.get(docB));
const queue = new Map([["first", 1], ["second", 2], ["third", 3]]);
const it = queue.keys();
let step = it.next();
while (!step.done) { console.log("key", step.value); step = it.next(); }
const [firstKey] = queue.keys();
console.log(firstKey, queue.values().next().value, queue.entries().next().value, new Set(["x"]).values().next());
const schedule = ["mon", , "wed", , "fri"];
console.log(schedule.length, schedule.indexOf("wed"), schedule[1], schedule.filter(Boolean));
