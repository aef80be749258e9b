// features: closures, bitwise_operators, map, set, array_methods, destructuring, template_string, console_log
// Round-robin tournament: the circle method builds the fixture list, a
// seeded random generator plays the matches, and the standings table is
// sorted by points, goal difference, goals for, then name.

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function circleSchedule(teams) {
  const list = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = list.length;
  const rounds = [];
  for (let r = 0; r < n - 1; r++) {
    const matches = [];
    for (let i = 0; i < n / 2; i++) {
      const home = list[i];
      const away = list[n - 1 - i];
      if (home !== null && away !== null) {
        // alternate home advantage so nobody is always at home
        matches.push(r % 2 === 0 ? [home, away] : [away, home]);
      }
    }
    rounds.push(matches);
    list.splice(1, 0, list.pop());
  }
  return rounds;
}

function poisson(rand, lambda) {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= rand();
  } while (p > limit);
  return k - 1;
}

const strength = { Lions: 1.9, Tigers: 1.5, Bears: 1.2, Wolves: 1.0, Eagles: 0.8 };
const teams = Object.keys(strength);
const rand = mulberry32(2024);
const rounds = circleSchedule(teams);

const table = new Map(teams.map((t) => [t, { team: t, p: 0, w: 0, d: 0, l: 0, gf: 0, ga: 0, pts: 0, form: [] }]));

function record(team, gf, ga) {
  const row = table.get(team);
  row.p++;
  row.gf += gf;
  row.ga += ga;
  if (gf > ga) { row.w++; row.pts += 3; row.form.push('W'); }
  else if (gf === ga) { row.d++; row.pts += 1; row.form.push('D'); }
  else { row.l++; row.form.push('L'); }
}

const byes = [];
rounds.forEach((matches, r) => {
  console.log(`Round ${r + 1}`);
  const playing = new Set(matches.flat());
  for (const [home, away] of matches) {
    const hg = poisson(rand, strength[home] * 1.1);
    const ag = poisson(rand, strength[away]);
    record(home, hg, ag);
    record(away, ag, hg);
    console.log(`  ${home.padStart(7)} ${hg} - ${ag} ${away}`);
  }
  const idle = teams.filter((t) => !playing.has(t));
  if (idle.length) byes.push(`${idle.join(',')}@R${r + 1}`);
});

const standings = [...table.values()].sort(
  (a, b) => b.pts - a.pts || (b.gf - b.ga) - (a.gf - a.ga) || b.gf - a.gf || a.team.localeCompare(b.team),
);

console.log('\nPos Team     P  W  D  L  GF GA  GD Pts Form');
standings.forEach((r, i) => {
  const gd = r.gf - r.ga;
  const cols = [
    String(i + 1).padStart(3),
    r.team.padEnd(8),
    ...[r.p, r.w, r.d, r.l].map((x) => String(x).padStart(2)),
    String(r.gf).padStart(3),
    String(r.ga).padStart(2),
    (gd > 0 ? `+${gd}` : String(gd)).padStart(3),
    String(r.pts).padStart(3),
    r.form.join(''),
  ];
  console.log(cols.join(' '));
});

const totalGoals = standings.reduce((s, r) => s + r.gf, 0);
const matchesPlayed = rounds.reduce((s, m) => s + m.length, 0);
console.log(`\nmatches=${matchesPlayed} goals=${totalGoals} avg=${(totalGoals / matchesPlayed).toFixed(2)}`);
console.log('byes:', byes.join(' '));
const unbeaten = standings.filter((r) => r.l === 0).map((r) => r.team);
console.log('unbeaten:', unbeaten.length ? unbeaten.join(', ') : 'none');
const pairs = new Set(rounds.flat().map(([h, a]) => [h, a].sort().join('-')));
console.log(`distinct pairings=${pairs.size} expected=${(teams.length * (teams.length - 1)) / 2}`);
