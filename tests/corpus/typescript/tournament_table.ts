// features: type_alias_declaration, union_type, literal_type, interface_declaration, map_object, tuple_type, as_expression, string_methods
// Football tournament tally (exercism "tournament" style)
type Outcome = "win" | "loss" | "draw";
interface Row { team: string; mp: number; w: number; d: number; l: number; p: number }

const opposite: Record<Outcome, Outcome> = { win: "loss", loss: "win", draw: "draw" };

function tally(input: string): string {
  const table = new Map<string, Row>();
  const row = (team: string): Row => {
    let r = table.get(team);
    if (!r) {
      r = { team, mp: 0, w: 0, d: 0, l: 0, p: 0 };
      table.set(team, r);
    }
    return r;
  };
  const record = (team: string, outcome: Outcome) => {
    const r = row(team);
    r.mp++;
    if (outcome === "win") { r.w++; r.p += 3; }
    else if (outcome === "draw") { r.d++; r.p += 1; }
    else r.l++;
  };
  for (const line of input.split("\n").map(l => l.trim()).filter(Boolean)) {
    const parts = line.split(";");
    if (parts.length !== 3 || !["win", "loss", "draw"].includes(parts[2])) {
      console.log(`skipping malformed line: ${JSON.stringify(line)}`);
      continue;
    }
    const [home, away, result] = parts as [string, string, Outcome];
    record(home, result);
    record(away, opposite[result]);
  }
  const rows = [...table.values()].sort((a, b) => b.p - a.p || a.team.localeCompare(b.team));
  const fmt = (cells: (string | number)[]) =>
    cells[0].toString().padEnd(31) + cells.slice(1).map(c => `| ${String(c).padStart(2)} `).join("").trimEnd();
  return [fmt(["Team", "MP", "W", "D", "L", "P"]), ...rows.map(r => fmt([r.team, r.mp, r.w, r.d, r.l, r.p]))].join("\n");
}

const results = `
Allegoric Alaskans;Blithering Badgers;win
Devastating Donkeys;Courageous Californians;draw
Devastating Donkeys;Allegoric Alaskans;win
Courageous Californians;Blithering Badgers;loss
Blithering Badgers;Devastating Donkeys;loss
Allegoric Alaskans;Courageous Californians;win
this line is broken
Courageous Californians;Devastating Donkeys;tie
`;
console.log(tally(results));
console.log();
console.log(tally("Zebras;Apes;draw"));
console.log(tally(""));
