// features: interface_declaration, set_object, map_object, array_methods, array_destructuring, object_destructuring, nullish_coalescing, generic_function, console_log_object
interface Ballot { voter: string; ranking: string[] }

const ballots: Ballot[] = [
  { voter: "v1", ranking: ["ada", "bob", "cyd"] },
  { voter: "v2", ranking: ["bob", "ada"] },
  { voter: "v3", ranking: ["cyd", "bob", "ada"] },
  { voter: "v4", ranking: ["ada", "cyd"] },
  { voter: "v5", ranking: ["bob", "cyd", "ada"] },
  { voter: "v6", ranking: ["cyd", "ada"] },
  { voter: "v7", ranking: ["bob"] },
];

function instantRunoff(bs: readonly Ballot[]): { winner: string | null; rounds: Record<string, number>[] } {
  const eliminated = new Set<string>();
  const rounds: Record<string, number>[] = [];
  const candidates = [...new Set(bs.flatMap(b => b.ranking))].sort();
  for (;;) {
    const tally: Record<string, number> = Object.fromEntries(candidates.filter(c => !eliminated.has(c)).map(c => [c, 0]));
    let active = 0;
    for (const b of bs) {
      const choice = b.ranking.find(c => !eliminated.has(c));
      if (choice !== undefined) { tally[choice]++; active++; }
    }
    rounds.push(tally);
    const entries = Object.entries(tally);
    if (entries.length === 0) return { winner: null, rounds };
    const [leader, top] = entries.reduce((best, e) => (e[1] > best[1] ? e : best));
    if (top * 2 > active) return { winner: leader, rounds };
    const min = Math.min(...entries.map(([, n]) => n));
    const losers = entries.filter(([, n]) => n === min).map(([c]) => c);
    if (losers.length === entries.length) return { winner: null, rounds };
    losers.forEach(l => eliminated.add(l));
  }
}

const { winner, rounds } = instantRunoff(ballots);
rounds.forEach((r, i) => console.log(`round ${i + 1}:`, JSON.stringify(r)));
console.log("winner:", winner ?? "tie");
const firstChoices = ballots.map(b => b.ranking[0]);
const plurality = firstChoices.reduce<Map<string, number>>((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map());
console.log(plurality, Array.from(plurality.entries()).sort((a, b) => b[1] - a[1])[0]);
console.log(instantRunoff([{ voter: "x", ranking: ["a"] }, { voter: "y", ranking: ["b"] }]));
console.log(ballots.every(b => b.ranking.length > 0), ballots.some(b => b.ranking.includes("dee")));
