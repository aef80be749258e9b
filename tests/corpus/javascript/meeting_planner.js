// features: date, map, spread, destructuring, sort, json_stringify, template_string, console_log
const meetings = [
  { title: 'Standup', start: '2024-05-06T09:00:00Z', minutes: 15, attendees: ['ana', 'ben', 'cy'] },
  { title: 'Design review', start: '2024-05-06T10:30:00Z', minutes: 90, attendees: ['ana', 'dee'] },
  { title: 'Lunch & learn', start: '2024-05-06T12:00:00Z', minutes: 60, attendees: ['ben', 'cy', 'dee', 'eve'] },
  { title: '1:1', start: '2024-05-06T11:45:00Z', minutes: 30, attendees: ['ana', 'eve'] },
  { title: 'Retro', start: '2024-05-07T15:00:00Z', minutes: 45, attendees: ['ana', 'ben', 'cy', 'dee', 'eve'] },
].map(m => ({ ...m, start: new Date(m.start), end: new Date(Date.parse(m.start) + m.minutes * 60000) }));

const hhmm = d => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
const day = d => d.toISOString().slice(0, 10);
const weekday = d => d.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

const byDay = new Map();
for (const m of [...meetings].sort((a, b) => a.start - b.start)) {
  const key = day(m.start);
  byDay.set(key, [...(byDay.get(key) ?? []), m]);
}
for (const [d, ms] of byDay) {
  console.log(`${d} (${weekday(ms[0].start)})`);
  for (const m of ms) console.log(`  ${hhmm(m.start)}-${hhmm(m.end)}  ${m.title.padEnd(14)} ${m.attendees.length} people`);
}

const conflicts = [];
meetings.forEach((a, i) => meetings.slice(i + 1).forEach(b => {
  if (a.start < b.end && b.start < a.end) {
    const shared = a.attendees.filter(x => b.attendees.includes(x));
    if (shared.length) conflicts.push(`${a.title} x ${b.title}: ${shared.join(', ')}`);
  }
}));
console.log('conflicts:', conflicts);

const load = {};
for (const m of meetings) for (const p of m.attendees) load[p] = (load[p] || 0) + m.minutes;
const ranking = Object.entries(load).sort(([, a], [, b]) => b - a).map(([p, mins]) => `${p} ${Math.floor(mins / 60)}h${String(mins % 60).padStart(2, '0')}`);
console.log(ranking.join(' | '));
const free = [];
let cursor = new Date('2024-05-06T09:00:00Z');
for (const m of byDay.get('2024-05-06').filter(m => m.attendees.includes('ana'))) {
  if (m.start > cursor) free.push(`${hhmm(cursor)}-${hhmm(m.start)}`);
  if (m.end > cursor) cursor = m.end;
}
console.log('ana free:', free, 'until 17:00 from', hhmm(cursor));
console.log(meetings[1].start.toUTCString(), meetings[1].end.getTime() - meetings[1].start.getTime(), meetings[0].start.getUTCDay());
console.log(JSON.stringify(meetings[3], ['title', 'start', 'minutes']));
