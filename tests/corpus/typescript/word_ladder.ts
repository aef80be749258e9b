// features: map_object, set_object, tuple_type, non_null_assertion, nullish_coalescing, for_of_statement, array_destructuring
// Word ladder: shortest transformation sequences via BFS with pattern buckets
function buildBuckets(words: readonly string[]): Map<string, string[]> {
  const buckets = new Map<string, string[]>();
  for (const w of words) {
    for (let i = 0; i < w.length; i++) {
      const key = `${w.slice(0, i)}_${w.slice(i + 1)}`;
      const list = buckets.get(key);
      if (list) list.push(w); else buckets.set(key, [w]);
    }
  }
  return buckets;
}

function ladder(start: string, goal: string, dictionary: readonly string[]): string[] | null {
  if (start.length !== goal.length) return null;
  const words = Array.from(new Set([...dictionary.filter(w => w.length === start.length), start]));
  const buckets = buildBuckets(words);
  const prev = new Map<string, string | null>([[start, null]]);
  const queue: string[] = [start];
  while (queue.length > 0) {
    const cur = queue.shift()!;
    if (cur === goal) {
      const path: string[] = [];
      for (let w: string | null = cur; w !== null; w = prev.get(w) ?? null) path.unshift(w);
      return path;
    }
    for (let i = 0; i < cur.length; i++) {
      for (const next of buckets.get(cur.slice(0, i) + "_" + cur.slice(i + 1)) ?? []) {
        if (!prev.has(next)) {
          prev.set(next, cur);
          queue.push(next);
        }
      }
    }
  }
  return null;
}

function components(words: string[]): string[][] {
  const buckets = buildBuckets(words);
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const w of words) {
    if (seen.has(w)) continue;
    const group: string[] = [];
    const stack = [w];
    seen.add(w);
    while (stack.length) {
      const cur = stack.pop()!;
      group.push(cur);
      for (let i = 0; i < cur.length; i++)
        for (const n of buckets.get(cur.slice(0, i) + "_" + cur.slice(i + 1))!)
          if (!seen.has(n)) { seen.add(n); stack.push(n); }
    }
    out.push(group.sort());
  }
  return out.sort((x, y) => y.length - x.length || x[0].localeCompare(y[0]));
}

const dict = "cold cord card ward warm word worm wore core care dare date gate game came cane lane line fine wine wink pink".split(" ");
const queries: [string, string][] = [["cold", "warm"], ["care", "wine"], ["game", "pink"], ["cold", "cold"], ["cold", "ab"], ["worm", "zzzz"]];
for (const [s, g] of queries) {
  const path = ladder(s, g, dict);
  console.log(`${s} -> ${g}: ${path ? `${path.join(" > ")} (${path.length - 1} steps)` : "no ladder"}`);
}
const comps = components(dict);
console.log(comps.length, "components; largest has", comps[0].length, "words");
console.log(comps.map(c => c.join(",")));
const degree = new Map(dict.map(w => [w, 0] as [string, number]));
for (const [, ws] of buildBuckets(dict)) for (const w of ws) degree.set(w, degree.get(w)! + ws.length - 1);
const hubs = [...degree].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1)).slice(0, 4);
console.log(hubs);
