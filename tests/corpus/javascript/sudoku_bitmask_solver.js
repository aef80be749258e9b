// features: class_declaration, static_members, bitwise_operators, recursion, array_methods, set, template_string, try_catch, logical_operators
'use strict';
// Sudoku solver: bitmask candidates, naked singles, then backtracking with MRV.

const PUZZLE = `
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79`;

class Grid {
  constructor(text) {
    const digits = text.replace(/\s+/g, '').split('').map(c => (c === '.' ? 0 : Number(c)));
    if (digits.length !== 81) throw new Error(`expected 81 cells, got ${digits.length}`);
    this.cells = digits;
    this.stats = { singles: 0, guesses: 0, backtracks: 0 };
  }
  static peers = (() => {
    const table = [];
    for (let i = 0; i < 81; i++) {
      const r = Math.floor(i / 9), c = i % 9;
      const br = r - (r % 3), bc = c - (c % 3);
      const set = new Set();
      for (let k = 0; k < 9; k++) {
        set.add(r * 9 + k);
        set.add(k * 9 + c);
        set.add((br + Math.floor(k / 3)) * 9 + bc + (k % 3));
      }
      set.delete(i);
      table.push([...set]);
    }
    return table;
  })();
  candidates(i) {
    let used = 0;
    for (const p of Grid.peers[i]) used |= 1 << this.cells[p];
    return ~used & 0b1111111110;
  }
  static bits(mask) {
    const out = [];
    for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
    return out;
  }
  propagate() {
    let changed = true;
    while (changed) {
      changed = false;
      for (let i = 0; i < 81; i++) {
        if (this.cells[i]) continue;
        const opts = Grid.bits(this.candidates(i));
        if (opts.length === 0) return false;
        if (opts.length === 1) {
          this.cells[i] = opts[0];
          this.stats.singles++;
          changed = true;
        }
      }
    }
    return true;
  }
  solve() {
    if (!this.propagate()) return false;
    let best = -1, bestOpts = null;
    for (let i = 0; i < 81; i++) {
      if (this.cells[i]) continue;
      const opts = Grid.bits(this.candidates(i));
      if (!bestOpts || opts.length < bestOpts.length) { best = i; bestOpts = opts; }
    }
    if (best < 0) return true;
    const saved = this.cells.slice();
    for (const d of bestOpts) {
      this.stats.guesses++;
      this.cells[best] = d;
      if (this.solve()) return true;
      this.stats.backtracks++;
      this.cells = saved.slice();
    }
    return false;
  }
  toString() {
    const rows = [];
    for (let r = 0; r < 9; r++) {
      if (r && r % 3 === 0) rows.push('------+-------+------');
      const row = this.cells.slice(r * 9, r * 9 + 9).map(d => d || '.');
      rows.push([row.slice(0, 3), row.slice(3, 6), row.slice(6)].map(g => g.join(' ')).join(' | '));
    }
    return rows.join('\n');
  }
  isValid() {
    const groups = [];
    for (let k = 0; k < 9; k++) {
      groups.push(this.cells.slice(k * 9, k * 9 + 9));
      groups.push(this.cells.filter((_, i) => i % 9 === k));
      groups.push(this.cells.filter((_, i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3) === k));
    }
    return groups.every(g => new Set(g).size === 9 && !g.includes(0));
  }
}

const g = new Grid(PUZZLE);
console.log(`${g}`);
console.log('empty cells:', g.cells.filter(d => d === 0).length);
console.log('candidates of r0c2:', Grid.bits(g.candidates(2)));
console.time === undefined || console.log('solving...');
const ok = g.solve();
console.log('solved:', ok, 'valid:', g.isValid());
console.log(g.toString());
console.log(g.stats);

const hard = new Grid('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');
const before = hard.cells.filter(Boolean).length;
hard.solve();
console.log(`hard: ${before} givens, valid=${hard.isValid()}, first row ${hard.cells.slice(0, 9).join('')}`);
console.log('guesses > 0:', hard.stats.guesses > 0, 'singles > 50:', hard.stats.singles > 50);

const rowSums = Array.from({ length: 9 }, (_, r) => hard.cells.slice(r * 9, r * 9 + 9).reduce((a, b) => a + b));
console.log(rowSums);
try {
  new Grid('123');
} catch (err) {
  console.log(`${err.name}: ${err.message}`);
}
