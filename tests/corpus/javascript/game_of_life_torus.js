// features: array_from, array_methods, nested_arrays, map, arrow_function
const W = 12, H = 8;
function parse(pattern) {
  const grid = Array.from({ length: H }, () => new Array(W).fill(false));
  pattern.trim().split('\n').forEach((row, y) => {
    [...row].forEach((ch, x) => { if (ch === '#') grid[y + 1][x + 1] = true; });
  });
  return grid;
}

const neighbours = (g, y, x) => {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (!dy && !dx) continue;
      const yy = (y + dy + H) % H, xx = (x + dx + W) % W;
      n += g[yy][xx] ? 1 : 0;
    }
  return n;
};

const step = (g) => g.map((row, y) => row.map((alive, x) => {
  const n = neighbours(g, y, x);
  return alive ? n === 2 || n === 3 : n === 3;
}));

const show = (g) => g.map(r => r.map(c => (c ? '█' : '·')).join('')).join('\n');
const population = (g) => g.flat().filter(Boolean).length;
const key = (g) => g.map(r => r.map(Number).join('')).join('|');

let grid = parse(`
.#.
..#
###
`);
const seen = new Map();
for (let gen = 0; gen < 40; gen++) {
  const k = key(grid);
  if (seen.has(k)) {
    console.log(`gen ${gen}: repeats gen ${seen.get(k)} (period ${gen - seen.get(k)})`);
    break;
  }
  seen.set(k, gen);
  if (gen % 8 === 0) {
    console.log(`generation ${gen}, population ${population(grid)}`);
    console.log(show(grid));
  }
  grid = step(grid);
}

let blinker = parse('###');
const states = [];
for (let i = 0; i < 3; i++) { states.push(key(blinker)); blinker = step(blinker); }
console.log(states[0] === states[2], states[0] === states[1]);
const bbox = (g) => {
  const cells = g.flatMap((r, y) => r.map((c, x) => (c ? [x, y] : null)).filter(Boolean));
  const xs = cells.map(c => c[0]), ys = cells.map(c => c[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
};
console.log(bbox(grid));
console.log(grid[0].slice(0, 4));
