// features: regex, date, map, spread, console_format, optional_chaining, json_stringify, destructuring, console_log
const logs = `2024-03-01T10:00:01Z INFO  [auth] user=alice action=login ip=10.0.0.5 ms=120
2024-03-01T10:00:03Z WARN  [db] slow query table=orders ms=1830
2024-03-01T10:00:04Z INFO  [auth] user=bob action=login ip=10.0.0.9 ms=95
2024-03-01T10:01:10Z ERROR [payments] charge failed user=alice code=E402 ms=410
2024-03-01T10:01:15Z INFO  [auth] user=alice action=logout ip=10.0.0.5 ms=12
2024-03-01T10:02:00Z DEBUG [cache] hit ratio=0.93
2024-03-01T10:02:30Z ERROR [db] connection reset ms=5000
2024-03-01T10:03:45Z INFO  [payments] charge ok user=bob amount=19.99 ms=230
garbage line that does not parse
2024-03-01T10:04:00Z WARN  [auth] user=mallory action=login ip=203.0.113.7 ms=3001`;

const LINE = /^(?<ts>\S+)\s+(?<level>[A-Z]+)\s+\[(?<svc>\w+)\]\s+(?<msg>.*)$/;
const entries = [];
const rejected = [];
for (const [i, line] of logs.split('\n').entries()) {
  const m = LINE.exec(line);
  if (!m) { rejected.push(i + 1); continue; }
  const { ts, level, svc, msg } = m.groups;
  const fields = Object.fromEntries([...msg.matchAll(/(\w+)=(\S+)/g)].map(([, k, v]) => [k, isNaN(v) ? v : Number(v)]));
  const text = msg.replace(/\s*\w+=\S+/g, '').trim();
  entries.push({ ts: new Date(ts), level, svc, text, ...fields });
}

console.log(`parsed ${entries.length}, rejected lines: ${rejected}`);
const byLevel = entries.reduce((m, e) => m.set(e.level, (m.get(e.level) || 0) + 1), new Map());
console.log(byLevel);
const slow = entries.filter(e => e.ms > 1000).map(e => `${e.svc}:${e.ms}`);
console.log('slow:', slow);
const perService = {};
for (const e of entries) {
  const s = (perService[e.svc] ??= { count: 0, totalMs: 0, errors: 0 });
  s.count++;
  s.totalMs += e.ms ?? 0;
  if (e.level === 'ERROR') s.errors++;
}
console.table(perService);
const users = [...new Set(entries.map(e => e.user).filter(Boolean))].sort();
console.log(users.join(', '));
const span = (entries.at(-1).ts - entries[0].ts) / 1000;
console.log(`span ${span}s, first ${entries[0].ts.toISOString()}, minute buckets:`);
const buckets = Object.groupBy ? null : null;
const minutes = {};
for (const e of entries) {
  const key = e.ts.toISOString().slice(11, 16);
  minutes[key] = (minutes[key] ?? '') + e.level[0];
}
for (const [k, v] of Object.entries(minutes)) console.log(`  ${k} ${v}`);
console.log(entries.find(e => e.code)?.code, entries.findLast(e => e.level === 'INFO').user, buckets);
const suspicious = entries.filter(e => e.ip && !e.ip.startsWith('10.'));
console.log(JSON.stringify(suspicious, ['user', 'ip', 'level'], 1));
