// features: regex, destructuring, for_of, array_methods, arrow_function, console_log
// Match arrays carry index, input and named groups: parsing key=value pairs,
// dates and positions the way log scanners do.
const re = /(?<k>\w+)=(?<v>\d+)/g;
console.log([..."a=1 b=22".matchAll(re)].map((m) => m.groups));
const m = "x=5".match(/(?<k>\w)=(?<v>\d)/);
console.log(m.groups.k, m.groups, m.index, m.input, m);
console.log("hello world".match(/o/), /(\d+)-(\d+)?/.exec("call 555- now"));
for (const mm of "a1b22c333".matchAll(/[a-z](\d+)/g)) console.log(mm.index, mm[1], mm.groups);
const { groups: { year, month } } = /(?<year>\d{4})-(?<month>\d{2})/.exec("on 2024-03-10");
console.log(year, month);
const r = /\w+/g; let x; const idx = []; while ((x = r.exec("ab cd  ef")) !== null) idx.push(x.index + ":" + x[0]);
console.log(idx);
const log = "ERROR at 12:04 disk full; WARN at 12:09 cpu hot; ERROR at 13:15 fan";
const events = [...log.matchAll(/(?<level>ERROR|WARN) at (?<h>\d+):(?<m>\d+) (?<msg>[^;]+)/g)].map(({ groups: g, index }) => ({ ...g, minute: +g.h * 60 + +g.m, at: index }));
console.log(events);
console.log(events.filter((e) => e.level === "ERROR").map((e) => `${e.msg}@${e.at}`));
const noNames = "k1=v1".match(/(\w+)=(\w+)/);
console.log(noNames.groups, noNames.index, noNames.length, [...noNames]);
