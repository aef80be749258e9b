// features: date, template_string, object_literal, array_methods, console_log, nullish_coalescing, spread
// An agenda printed with the en-US date and time options programs pass to
// toLocaleDateString / toLocaleTimeString / Intl.DateTimeFormat.
const utc = { timeZone: 'UTC' };
const events = [
  { what: 'Kickoff', at: Date.UTC(2024, 0, 8, 9, 30) },
  { what: 'Design review', at: Date.UTC(2024, 0, 10, 14, 0) },
  { what: 'Midnight deploy', at: Date.UTC(2024, 0, 12, 0, 15) },
  { what: 'Retro', at: Date.UTC(2024, 1, 29, 16, 45, 30) },
].map((e) => ({ ...e, at: new Date(e.at) }));

const dayFmt = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', ...utc });
for (const e of events) {
  const time = e.at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', ...utc });
  console.log(`${dayFmt.format(e.at).padEnd(28)} ${time.padStart(8)}  ${e.what}`);
}
const first = events[0].at;
const styles = ['full', 'long', 'medium', 'short'];
for (const s of styles) console.log(s.padEnd(6), first.toLocaleDateString('en-US', { dateStyle: s, ...utc }), '|', first.toLocaleString('en-US', { dateStyle: s, timeStyle: 'short', ...utc }));
const last = events.at(-1).at;
console.log(last.toLocaleDateString('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', ...utc }));
console.log(last.toLocaleDateString('en-US', { month: 'short', year: 'numeric', ...utc }), last.toLocaleDateString('en-US', { weekday: 'short', ...utc }));
console.log(last.toLocaleTimeString('en-US', { hour12: false, ...utc }), events[2].at.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false, ...utc }));
console.log(events[2].at.toLocaleTimeString('en-US', utc), events[2].at.toLocaleString('en-US', utc), last.toLocaleDateString('en-US', utc));
const months = [...new Set(events.map((e) => e.at.toLocaleDateString('en-US', { month: 'long', ...utc })))];
console.log(months, Map.groupBy ?? 'no Map.groupBy in node 20', typeof Object.groupBy);
