// features: map, set, object_literal, array_from, arrow_function, console_log, closures
// Caches keyed by object identity: look-alike objects are different keys,
// however many of them there are.
const requests = Array.from({ length: 600 }, (_, i) => ({ method: 'GET', path: '/items', page: i % 3 }));
const seen = new Set(requests);
console.log('distinct request objects:', seen.size);
const timings = new Map();
requests.forEach((r, i) => timings.set(r, i * 2));
console.log('timings kept:', timings.size, timings.get(requests[599]), timings.get({ method: 'GET', path: '/items', page: 0 }));
const lookalike = { method: 'GET', path: '/items', page: 1 };
console.log(seen.has(lookalike), seen.has(requests[4]), timings.has(lookalike));
const byPage = new Map();
for (const r of requests) byPage.set(r.page, (byPage.get(r.page) ?? 0) + 1);
console.log(byPage);
const tagged = new WeakMap();
const owners = requests.slice(0, 50).map((r, i) => { const o = { ...r }; tagged.set(o, `owner-${i}`); return o; });
console.log(owners.filter(o => tagged.has(o)).length, tagged.get(owners[49]), tagged.get({ ...owners[49] }));
const pairs = new Set([[1, 2], [1, 2], [1, 2]]);
console.log(pairs.size, [...pairs][0]);
