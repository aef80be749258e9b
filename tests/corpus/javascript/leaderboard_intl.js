// features: array_methods, sort, map, template_string, console_log, string_methods, higher_order
// A tournament leaderboard: ordinal places with Intl.PluralRules, names
// sorted by Intl.Collator, prose lists by Intl.ListFormat, console.table
// restricted to chosen columns.
const players = [
  { name: 'zoë', team: 'Reds', points: 41, wins: 12 },
  { name: 'Adam', team: 'Blues', points: 57, wins: 17 },
  { name: 'émile', team: 'Reds', points: 57, wins: 15 },
  { name: 'bea', team: 'Greens', points: 23, wins: 6 },
  { name: 'Carl10', team: 'Blues', points: 12, wins: 3 },
  { name: 'Carl9', team: 'Greens', points: 12, wins: 4 },
];
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const numeric = new Intl.Collator('en-US', { numeric: true });
console.log(players.map(p => p.name).sort(collator.compare));
console.log(players.map(p => p.name).sort(numeric.compare), collator.compare('Zoë', 'zoe'), numeric.compare('x2', 'x10'));

const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const place = n => `${n}${suffix[ordinal.select(n)]}`;
const ranked = players.toSorted((a, b) => b.points - a.points || b.wins - a.wins || collator.compare(a.name, b.name));
ranked.forEach((p, i) => console.log(`${place(i + 1).padStart(4)} ${p.name.padEnd(7)} ${String(p.points).padStart(3)} pts`));
console.log([11, 12, 13, 21, 22, 23, 101, 111, 112].map(place).join(' '));

const cardinal = new Intl.PluralRules('en-US');
for (const n of [0, 1, 2, 1.5]) console.log(`${n} ${cardinal.select(n) === 'one' ? 'win' : 'wins'}`);

const and = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const or = new Intl.ListFormat('en', { type: 'disjunction' });
const byTeam = new Map();
for (const p of players) byTeam.set(p.team, [...(byTeam.get(p.team) ?? []), p.name]);
for (const [team, names] of byTeam) console.log(`${team}: ${and.format(names)}`);
console.log(`Next match: ${or.format(['Reds', 'Blues', 'Greens'])}`);
console.log(new Intl.ListFormat('en', { style: 'short' }).format(['A', 'B', 'C']), '|',
  new Intl.ListFormat('en', { style: 'narrow', type: 'unit' }).format(['3h', '20m']), '|', and.format([]), '|', and.format(['solo']));

console.table(ranked.slice(0, 3), ['name', 'points']);
console.table(ranked.slice(0, 2), ['wins', 'missing']);

const board = { rows: ranked, [Symbol.toStringTag]: 'Leaderboard', get size() { return this.rows.length; } };
console.log(Object.prototype.toString.call(board), board.size, 'length' in ranked, 'size' in board, 7 in ranked);
