// features: console_log, class_declaration, arrow_function, template_string, try_catch
// An activity feed labels events relative to "now" (a fixed instant) with
// Intl.RelativeTimeFormat, picking the largest sensible unit, and rounds
// durations with Math.round (half-way cases, negatives and float edge cases).
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const UNITS = [['year', 365 * 864e5], ['month', 30 * 864e5], ['week', 7 * 864e5], ['day', 864e5], ['hour', 36e5], ['minute', 6e4], ['second', 1e3]];
class Feed {
  constructor(style, numeric) { this.rtf = new Intl.RelativeTimeFormat('en', { style, numeric }); }
  label(at) {
    const diff = at - NOW;
    for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms || unit === 'second') return this.rtf.format(Math.round(diff / ms), unit);
  }
}
const events = [
  ['deploy finished', NOW - 45e3], ['build started', NOW - 30 * 6e4], ['review requested', NOW - 26 * 36e5],
  ['release planned', NOW + 3 * 864e5], ['retro', NOW + 864e5], ['audit', NOW + 62 * 864e5],
  ['founded', NOW - 3 * 365 * 864e5], ['just now', NOW], ['standup', NOW + 60 * 6e4],
];
for (const [style, numeric] of [['long', 'always'], ['long', 'auto'], ['short', 'auto'], ['narrow', 'always']]) {
  const feed = new Feed(style, numeric);
  console.log(`-- ${style}/${numeric}`);
  console.log(events.map(([what, at]) => `${what}: ${feed.label(at)}`).join('; '));
}
const auto = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
console.log(['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'].map((u) => [-1, 0, 1].map((v) => auto.format(v, u)).join('/')).join(', '));
const plain = new Intl.RelativeTimeFormat('en');
console.log(plain.format(-0, 'days'), plain.format(1.5, 'hours'), plain.format(-1000, 'years'), plain.format('2', 'quarter'), new Intl.RelativeTimeFormat('en', { style: 'short' }).format(-2, 'quarter'));
for (const [v, u] of [[1, 'decade'], [Infinity, 'day'], [NaN, 'hour']]) {
  try { plain.format(v, u); } catch (e) { console.log(e.name, e.message); }
}
console.log([0.49999999999999994, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, -0.2, 4503599627370495.5, 1e300, NaN].map(Math.round));
console.log([2.675, 1.005, -3.14159].map((x) => Math.round(x * 100) / 100), Object.is(Math.round(-0.4), -0));
