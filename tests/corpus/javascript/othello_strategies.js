// features: class_declaration, computed_keys, spread, array_methods, higher_order, template_string, console_log
// Othello on an 8x8 board: legal move generation, flipping, a greedy
// player against a positional player, and a final score.

const SIZE = 8;
const EMPTY = '.', BLACK = 'B', WHITE = 'W';
const DIRS = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];
const WEIGHTS = [
  [100, -20, 10, 5, 5, 10, -20, 100],
  [-20, -50, -2, -2, -2, -2, -50, -20],
  [10, -2, -1, -1, -1, -1, -2, 10],
  [5, -2, -1, -1, -1, -1, -2, 5],
  [5, -2, -1, -1, -1, -1, -2, 5],
  [10, -2, -1, -1, -1, -1, -2, 10],
  [-20, -50, -2, -2, -2, -2, -50, -20],
  [100, -20, 10, 5, 5, 10, -20, 100],
];

const opponent = (p) => (p === BLACK ? WHITE : BLACK);
const inside = (r, c) => r >= 0 && r < SIZE && c >= 0 && c < SIZE;
const label = ([r, c]) => `${'abcdefgh'[c]}${r + 1}`;

class Board {
  constructor(grid) {
    this.grid = grid ?? Array.from({ length: SIZE }, () => Array(SIZE).fill(EMPTY));
    if (!grid) {
      this.grid[3][3] = this.grid[4][4] = WHITE;
      this.grid[3][4] = this.grid[4][3] = BLACK;
    }
  }
  clone() {
    return new Board(this.grid.map((row) => row.slice()));
  }
  flipsFor(r, c, player) {
    if (this.grid[r][c] !== EMPTY) return [];
    const flips = [];
    for (const [dr, dc] of DIRS) {
      const line = [];
      let rr = r + dr, cc = c + dc;
      while (inside(rr, cc) && this.grid[rr][cc] === opponent(player)) {
        line.push([rr, cc]);
        rr += dr;
        cc += dc;
      }
      if (line.length && inside(rr, cc) && this.grid[rr][cc] === player) flips.push(...line);
    }
    return flips;
  }
  legalMoves(player) {
    const moves = [];
    for (let r = 0; r < SIZE; r++)
      for (let c = 0; c < SIZE; c++) {
        const flips = this.flipsFor(r, c, player);
        if (flips.length) moves.push({ at: [r, c], flips });
      }
    return moves;
  }
  play(move, player) {
    const [r, c] = move.at;
    this.grid[r][c] = player;
    for (const [fr, fc] of move.flips) this.grid[fr][fc] = player;
  }
  count() {
    const tally = { [BLACK]: 0, [WHITE]: 0, [EMPTY]: 0 };
    for (const row of this.grid) for (const cell of row) tally[cell]++;
    return tally;
  }
  toString() {
    const head = '  ' + 'abcdefgh'.split('').join(' ');
    return [head, ...this.grid.map((row, i) => `${i + 1} ${row.join(' ')}`)].join('\n');
  }
}

const strategies = {
  greedy(board, moves) {
    // most discs flipped; ties go to the first in scan order
    return moves.reduce((best, m) => (m.flips.length > best.flips.length ? m : best));
  },
  positional(board, moves, player) {
    let best = null, bestScore = -Infinity;
    for (const m of moves) {
      const next = board.clone();
      next.play(m, player);
      let score = 0;
      next.grid.forEach((row, r) => row.forEach((cell, c) => {
        if (cell === player) score += WEIGHTS[r][c];
        else if (cell === opponent(player)) score -= WEIGHTS[r][c];
      }));
      score -= next.legalMoves(opponent(player)).length * 2; // mobility
      if (score > bestScore) { best = m; bestScore = score; }
    }
    return best;
  },
};

function game(blackStrategy, whiteStrategy) {
  const board = new Board();
  const players = { [BLACK]: blackStrategy, [WHITE]: whiteStrategy };
  let player = BLACK;
  let passes = 0;
  const log = [];
  while (passes < 2) {
    const moves = board.legalMoves(player);
    if (moves.length === 0) {
      log.push(`${player}:pass`);
      passes++;
    } else {
      passes = 0;
      const move = strategies[players[player]](board, moves, player);
      board.play(move, player);
      log.push(`${player}:${label(move.at)}x${move.flips.length}`);
    }
    player = opponent(player);
  }
  return { board, log };
}

for (const [b, w] of [['greedy', 'positional'], ['positional', 'greedy']]) {
  const { board, log } = game(b, w);
  const score = board.count();
  console.log(`${b} (B) vs ${w} (W)`);
  console.log(board.toString());
  console.log(`moves=${log.length} first=${log.slice(0, 6).join(' ')}`);
  const corners = [[0, 0], [0, 7], [7, 0], [7, 7]].map(([r, c]) => board.grid[r][c]).join('');
  console.log(`score B=${score.B} W=${score.W} empty=${score['.']} corners=${corners}`);
  const winner = score.B === score.W ? 'draw' : score.B > score.W ? `${b} wins` : `${w} wins`;
  console.log(`result: ${winner}\n`);
}
