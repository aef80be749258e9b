// features: tagged_templates, regex, date, string_methods, object_static, console_format, logical_operators, sequence_expression
const logs = String.raw`2024-03-01T10:00:01Z INFO  [api] GET /users 200 12ms
2024-03-01T10:00:02Z WARN  [api] GET /users/42 404 3ms
2024-03-01T10:00:02Z INFO  [db] query users took 8ms
2024-03-01T10:00:05Z ERROR [api] POST /orders 500 120ms err="timeout \"db\""
2024-03-01T10:01:00Z INFO  [api] GET /orders 200 45ms
2024-03-01T10:01:30Z DEBUG [cache] miss key=user:42
2024-03-01T10:02:10Z ERROR [db] connection reset
2024-03-01T10:02:11Z INFO  [api] POST /orders 201 88ms
malformed line here
2024-03-01T10:03:00Z INFO  [api] GET /users 200 9ms`;

const LINE = /^(?<ts>\S+)\s+(?<level>[A-Z]+)\s+\[(?<mod>\w+)\]\s+(?<msg>.*)$/;
const REQ = /^(?<method>GET|POST|PUT|DELETE) (?<path>\S+) (?<status>\d{3}) (?<ms>\d+)ms/;

const entries = [];
const bad = [];
logs.split('\n').forEach((line, i) => {
  const m = LINE.exec(line);
  if (!m) { bad.push(i + 1); return; }
  entries.push({ ...m.groups, line: i + 1 });
});
console.log(`${entries.length} entries, malformed lines: ${bad}`);

const byLevel = entries.reduce((acc, e) => (acc[e.level] = (acc[e.level] || 0) + 1, acc), {});
console.log(byLevel);

const requests = entries.map(e => ({ e, r: REQ.exec(e.msg) })).filter(x => x.r).map(({ e, r }) => ({
  ts: new Date(e.ts), method: r.groups.method, path: r.groups.path.replace(/\/\d+/g, '/:id'), status: +r.groups.status, ms: +r.groups.ms,
}));
const routes = {};
for (const r of requests) {
  const key = `${r.method} ${r.path}`;
  (routes[key] ||= []).push(r.ms);
}
for (const [route, times] of Object.entries(routes).sort()) {
  const avg = times.reduce((a, b) => a + b) / times.length;
  console.log(`${route.padEnd(18)} n=${times.length} avg=${avg.toFixed(1)}ms max=${Math.max(...times)}ms`);
}
const errors = entries.filter(e => e.level === 'ERROR');
console.log(errors.map(e => `${e.line}:${e.mod}:${e.msg}`));
const quoted = errors[0].msg.match(/err="((?:[^"\\]|\\.)*)"/)[1];
console.log(quoted, quoted.replaceAll('\\"', '"'));
const span = (requests.at(-1).ts - requests[0].ts) / 1000;
console.log(`span ${span}s, ${(requests.length / (span / 60)).toFixed(2)} req/min`);
console.log(requests[0].ts.toISOString(), requests[0].ts.getUTCHours(), requests.filter(r => r.status >= 400).length);
const minutes = Object.groupBy ? Object.groupBy(requests, r => r.ts.toISOString().slice(11, 16)) : null;
console.log(minutes && Object.keys(minutes));
console.log('%s requests, %d errors, %o', requests.length, errors.length, { ok: requests.length - 2 });
