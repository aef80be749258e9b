// features: nested_arrays, map, destructuring, while_loop, regex, spread, array_methods, console_log
const maze = [
  '##########',
  '#S   #   #',
  '# ## # # #',
  '#  #   # #',
  '## ##### #',
  '#      # #',
  '# #### # #',
  '#    #  E#',
  '##########',
];

const grid = maze.map(row => [...row]);
const find = ch => {
  for (let r = 0; r < grid.length; r++) {
    const c = grid[r].indexOf(ch);
    if (c !== -1) return [r, c];
  }
  return null;
};
const start = find('S');
const end = find('E');
const key = ([r, c]) => `${r},${c}`;
const dirs = [[0, 1, 'E'], [1, 0, 'S'], [0, -1, 'W'], [-1, 0, 'N']];

function bfs() {
  const queue = [start];
  const came = new Map([[key(start), null]]);
  let explored = 0;
  while (queue.length) {
    const cur = queue.shift();
    explored++;
    if (key(cur) === key(end)) break;
    for (const [dr, dc, name] of dirs) {
      const nxt = [cur[0] + dr, cur[1] + dc];
      if (grid[nxt[0]][nxt[1]] === '#' || came.has(key(nxt))) continue;
      came.set(key(nxt), { from: cur, move: name });
      queue.push(nxt);
    }
  }
  const moves = [];
  let k = key(end);
  while (came.get(k)) {
    const { from, move } = came.get(k);
    moves.push(move);
    const [r, c] = from;
    if (grid[r][c] === ' ') grid[r][c] = '.';
    k = key(from);
  }
  return { moves: moves.reverse(), explored };
}

const { moves, explored } = bfs();
console.log(grid.map(r => r.join('')).join('\n'));
console.log(`path length ${moves.length}, explored ${explored} cells`);
const compressed = moves.join('').replace(/(.)\1*/g, m => m.length > 1 ? `${m[0]}${m.length}` : m);
console.log(compressed);
const counts = moves.reduce((a, m) => ({ ...a, [m]: (a[m] || 0) + 1 }), {});
console.log(counts);
const walls = grid.flat().filter(ch => ch === '#').length;
console.log(`walls: ${walls}, open: ${grid.flat().length - walls}`);
console.log(grid[1].slice(0, 4), grid.length, grid.at(-2).join('').trimEnd().lastIndexOf(' '));
