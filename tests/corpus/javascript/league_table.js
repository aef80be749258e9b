// features: map, getters_object_literal, destructuring, sort, string_methods, template_string, json_stringify, console_log
const results = `Allegoric Alaskans;Blithering Badgers;win
Devastating Donkeys;Courageous Californians;draw
Devastating Donkeys;Allegoric Alaskans;win
Courageous Californians;Blithering Badgers;loss
Blithering Badgers;Devastating Donkeys;loss
Allegoric Alaskans;Courageous Californians;win
this line is garbage
Courageous Californians;Allegoric Alaskans;draw;extra
Blithering Badgers;Allegoric Alaskans;tie`;

function tally(input) {
  const teams = new Map();
  const team = name => {
    if (!teams.has(name)) teams.set(name, { name, mp: 0, w: 0, d: 0, l: 0, get p() { return this.w * 3 + this.d; } });
    return teams.get(name);
  };
  const errors = [];
  input.split('\n').forEach((line, i) => {
    const parts = line.split(';');
    if (parts.length !== 3 || !['win', 'loss', 'draw'].includes(parts[2])) {
      errors.push(`line ${i + 1}: ${line}`);
      return;
    }
    const [a, b, outcome] = parts;
    const [ta, tb] = [team(a), team(b)];
    ta.mp++; tb.mp++;
    switch (outcome) {
      case 'win': ta.w++; tb.l++; break;
      case 'loss': ta.l++; tb.w++; break;
      default: ta.d++; tb.d++;
    }
  });
  const rows = [...teams.values()].sort((x, y) => y.p - x.p || x.name.localeCompare(y.name));
  const fmt = (name, ...cols) => [name.padEnd(30), ...cols.map(c => String(c).padStart(2))].join(' | ');
  const table = [fmt('Team', 'MP', 'W', 'D', 'L', 'P'), ...rows.map(r => fmt(r.name, r.mp, r.w, r.d, r.l, r.p))];
  return { table: table.join('\n'), errors, rows };
}

const { table, errors, rows } = tally(results);
console.log(table);
console.log(errors);
const leader = rows[0];
console.log(`${leader.name} leads with ${leader.p} points`, leader);
const summary = rows.map(({ name, p }) => ({ name: name.split(' ').map(w => w[0]).join(''), p }));
console.log(summary);
console.log(JSON.stringify(rows.map(r => ({ ...r })), null, 1).split('\n').length);
console.log(Object.keys(rows[0]), Object.getOwnPropertyNames(rows[0]).length);
