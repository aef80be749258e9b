// features: nested_arrays, set, recursion, array_methods, for_loop, ternary, console_log
const puzzle = [
  '53..7....',
  '6..195...',
  '.98....6.',
  '8...6...3',
  '4..8.3..1',
  '7...2...6',
  '.6....28.',
  '...419..5',
  '....8..79',
];

const grid = puzzle.map(row => [...row].map(c => (c === '.' ? 0 : Number(c))));

function candidates(g, r, c) {
  const used = new Set();
  for (let i = 0; i < 9; i++) {
    used.add(g[r][i]);
    used.add(g[i][c]);
  }
  const br = Math.floor(r / 3) * 3, bc = Math.floor(c / 3) * 3;
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) used.add(g[br + i][bc + j]);
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(n => !used.has(n));
}

let steps = 0;
function solve(g) {
  let best = null;
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (g[r][c] !== 0) continue;
      const cands = candidates(g, r, c);
      if (!best || cands.length < best.cands.length) best = { r, c, cands };
    }
  }
  if (!best) return true;
  for (const n of best.cands) {
    steps++;
    g[best.r][best.c] = n;
    if (solve(g)) return true;
  }
  g[best.r][best.c] = 0;
  return false;
}

function show(g) {
  return g.map((row, i) => {
    const line = row.map((n, j) => (j % 3 === 2 && j < 8 ? `${n || '.'} |` : `${n || '.'}`)).join(' ');
    return i % 3 === 2 && i < 8 ? `${line}\n------+-------+------` : line;
  }).join('\n');
}

console.log(show(grid));
console.log();
console.log('solved:', solve(grid), 'in', steps, 'placements');
console.log(show(grid));
const valid = grid.every(row => new Set(row).size === 9) &&
  grid[0].every((_, c) => new Set(grid.map(row => row[c])).size === 9);
console.log('valid:', valid);
console.log(grid.flat().reduce((a, b) => a + b, 0), grid.map(r => r.join('')).slice(0, 2));
