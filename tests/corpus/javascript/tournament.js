// features: map, sort, string_methods, template_string, destructuring, switch, arrow_function, class_declaration
class TeamRecord {
  constructor(name) {
    this.name = name;
    this.wins = 0;
    this.draws = 0;
    this.losses = 0;
  }
  get played() {
    return this.wins + this.draws + this.losses;
  }
  get points() {
    return this.wins * 3 + this.draws;
  }
}

const HEADER = "Team".padEnd(31) + "| MP |  W |  D |  L |  P";

function formatRow(team) {
  const cols = [team.played, team.wins, team.draws, team.losses, team.points].map((n) => String(n).padStart(2));
  return `${team.name.padEnd(31)}| ${cols.join(" | ")}`;
}

function tally(rows) {
  const teams = new Map();
  const get = (name) => {
    if (!teams.has(name)) teams.set(name, new TeamRecord(name));
    return teams.get(name);
  };
  for (const row of rows) {
    const [home, away, outcome] = row.split(";");
    const a = get(home);
    const b = get(away);
    switch (outcome) {
      case "win":
        a.wins++;
        b.losses++;
        break;
      case "loss":
        a.losses++;
        b.wins++;
        break;
      case "draw":
        a.draws += 1;
        b.draws += 1;
        break;
      default:
        throw new Error(`invalid outcome: ${outcome}`);
    }
  }
  const sorted = [...teams.values()].sort((x, y) => y.points - x.points || x.name.localeCompare(y.name));
  return [HEADER, ...sorted.map(formatRow)].join("\n");
}

const tables = [
  [],
  ["Allegoric Alaskans;Blithering Badgers;win"],
  ["Blithering Badgers;Allegoric Alaskans;loss"],
  ["Allegoric Alaskans;Blithering Badgers;draw"],
  ["Allegoric Alaskans;Blithering Badgers;win", "Blithering Badgers;Courageous Californians;win", "Courageous Californians;Allegoric Alaskans;loss"],
  [
    "Allegoric Alaskans;Blithering Badgers;win",
    "Devastating Donkeys;Courageous Californians;draw",
    "Devastating Donkeys;Allegoric Alaskans;win",
    "Courageous Californians;Blithering Badgers;loss",
    "Blithering Badgers;Devastating Donkeys;loss",
    "Allegoric Alaskans;Courageous Californians;win",
  ],
  ["Courageous Californians;Devastating Donkeys;win", "Allegoric Alaskans;Blithering Badgers;win",
   "Devastating Donkeys;Allegoric Alaskans;loss", "Courageous Californians;Blithering Badgers;win",
   "Blithering Badgers;Devastating Donkeys;draw", "Allegoric Alaskans;Courageous Californians;draw"],
];

tables.forEach((rows, i) => {
  console.log(`--- table ${i + 1} (${rows.length} matches) ---`);
  console.log(tally(rows));
});

try {
  tally(["Allegoric Alaskans;Blithering Badgers;forfeit"]);
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}
