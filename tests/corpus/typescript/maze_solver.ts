// features: type_alias_declaration, tuple_type, optional_chain, non_null_assertion, map_object, set_object, array_destructuring, for_of_statement, try_statement
const MAZE = [
  "#########",
  "#S..#...#",
  "#.#.#.#.#",
  "#.#...#.#",
  "#.#####.#",
  "#...#..E#",
  "#########",
];

type Point = Readonly<{ r: number; c: number }>;
const DIRS: ReadonlyArray<[number, number, string]> = [[-1, 0, "U"], [1, 0, "D"], [0, -1, "L"], [0, 1, "R"]];

function locate(grid: string[], ch: string): Point {
  for (let r = 0; r < grid.length; r++) {
    const c = grid[r].indexOf(ch);
    if (c >= 0) return { r, c };
  }
  throw new Error(`no ${ch} in maze`);
}

function solve(grid: string[]): { steps: number; path: string } | null {
  const start = locate(grid, "S"), end = locate(grid, "E");
  const key = (p: Point) => p.r * 100 + p.c;
  const prev = new Map<number, [number, string]>();
  const queue: Point[] = [start];
  const seen = new Set([key(start)]);
  while (queue.length > 0) {
    const cur = queue.shift()!;
    if (cur.r === end.r && cur.c === end.c) {
      let moves = "";
      for (let k = key(cur); k !== key(start); ) {
        const [from, d] = prev.get(k)!;
        moves = d + moves;
        k = from;
      }
      return { steps: moves.length, path: moves };
    }
    for (const [dr, dc, d] of DIRS) {
      const next = { r: cur.r + dr, c: cur.c + dc };
      if (grid[next.r]?.[next.c] === undefined || grid[next.r][next.c] === "#" || seen.has(key(next))) continue;
      seen.add(key(next));
      prev.set(key(next), [key(cur), d]);
      queue.push(next);
    }
  }
  return null;
}

function draw(grid: string[], path: string): string {
  const rows = grid.map(r => r.split(""));
  let p = locate(grid, "S");
  for (const d of path.slice(0, -1)) {
    const [dr, dc] = DIRS.find(x => x[2] === d)!;
    p = { r: p.r + dr, c: p.c + dc };
    rows[p.r][p.c] = "*";
  }
  return rows.map(r => r.join("")).join("\n");
}

const result = solve(MAZE);
console.log(result);
if (result) console.log(draw(MAZE, result.path));
const blocked = MAZE.map(r => r.replace("..E", "#.E"));
console.log(solve(blocked));
try { solve(["#S#"]); } catch (e) { console.log(String(e)); }
