// features: for_of, symbols, destructuring, generators, break_continue
// A database-style cursor that must be released: for-of calls its return()
// when the loop is left by break, and array destructuring takes only the
// rows it names before closing it.
class Cursor {
  static open = 0;
  constructor(rows) {
    this.rows = rows;
  }
  [Symbol.iterator]() {
    Cursor.open++;
    let i = 0;
    const rows = this.rows;
    return {
      next() {
        if (i < rows.length) return { value: rows[i++], done: false };
        Cursor.open--;
        return { value: undefined, done: true };
      },
      return() {
        Cursor.open--;
        console.log(`  cursor released after ${i} row(s)`);
        return { value: undefined, done: true };
      },
    };
  }
}

const orders = new Cursor([
  { id: 1, total: 40 },
  { id: 2, total: 250 },
  { id: 3, total: 75 },
  { id: 4, total: 900 },
]);

console.log('full scan:');
let sum = 0;
for (const o of orders) sum += o.total;
console.log('  sum', sum, 'open', Cursor.open);

console.log('first big order:');
for (const o of orders) {
  if (o.total > 200) {
    console.log('  found', o.id);
    break;
  }
}
console.log('  open', Cursor.open);

console.log('top two:');
const [a, b] = orders;
console.log('  ', a.id, b.id, 'open', Cursor.open);

console.log('head and rest:');
const [head, ...tail] = orders;
console.log('  ', head.id, tail.map((o) => o.id), 'open', Cursor.open);

console.log('skip one, take one:');
const [, second] = orders;
console.log('  ', second.id, 'open', Cursor.open);

function* lines() {
  try {
    yield 'header';
    yield 'row 1';
    yield 'row 2';
  } finally {
    console.log('  file closed');
  }
}
console.log('generator destructuring:');
const [title] = lines();
console.log('  ', title);
const [x, y, z, w] = lines();
console.log('  ', x, y, z, w);

// Leaving a loop by return or by a labelled break/continue closes it too.
function firstBig(cursor, limit) {
  for (const o of cursor) if (o.total > limit) return o.id;
  return null;
}
console.log('return from the loop:');
console.log('  ', firstBig(orders, 100), 'open', Cursor.open);
console.log('  ', firstBig(orders, 5000), 'open', Cursor.open);

console.log('labelled jumps:');
const pairs = [];
outer: for (const left of ['a', 'b', 'c']) {
  for (const o of orders) {
    if (left === 'c') break outer;
    if (o.id === 2) continue outer;
    pairs.push(`${left}${o.id}`);
  }
}
console.log('  ', pairs.join(' '), 'open', Cursor.open);
