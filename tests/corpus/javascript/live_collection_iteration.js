// features: set, map, for_of, break_continue, closures, array_methods, destructuring
// for-of and forEach walk a Map or Set live: entries added during the loop are
// visited (a worklist Set), deleted ones not yet reached are skipped, and a
// deleted-then-re-added entry comes round again at its new place.
const reachable = new Set(['a']);
const edges = { a: ['b', 'c'], b: ['d'], c: ['d', 'e'], d: ['a'], e: ['f'], f: [] };
for (const node of reachable) for (const next of edges[node]) reachable.add(next);
console.log('reachable:', [...reachable].join(' '));

const counts = new Map([['x', 1]]);
for (const [k, v] of counts) if (v < 4) counts.set(k + '+', v + 1);
console.log(counts);

const pending = new Set([1, 2, 3, 4, 5, 6]);
const seen = [];
for (const n of pending) {
  seen.push(n);
  pending.delete(n + 1); // skip the next one
}
console.log(seen, pending);

const drain = new Set(['p', 'q', 'r', 's']);
let requeued = false;
for (const item of drain) {
  if (item === 'q' && !requeued) {
    drain.delete(item);
    drain.add(item); // re-added once: visited again at the end
    requeued = true;
  }
  if (seen.push(item) > 12) break;
}
console.log(seen.slice(3), [...drain]);

const grow = new Set([1, 2]);
grow.forEach(x => { if (x < 6) grow.add(x * 2); });
console.log(grow);
const chain = new Map([[1, 'one']]);
chain.forEach((v, k, m) => { if (k < 4) m.set(k + 1, v + '>'); });
console.log(chain);

const shrink = new Map([['a', 1], ['b', 2], ['c', 3], ['d', 4]]);
const visited = [];
for (const [k] of shrink) {
  visited.push(k);
  if (k === 'a') shrink.delete('c');
  if (k === 'b') shrink.delete('a');
}
console.log(visited, [...shrink.keys()]);

class Registry extends Map {}
const reg = new Registry([['root', 0]]);
for (const [name, depth] of reg) if (depth < 2) reg.set(`${name}/child${depth}`, depth + 1);
console.log([...reg.keys()]);
let rounds = 0;
const loop = new Set([0]);
for (const v of loop) { loop.add(v + 1); if (++rounds === 5) break; }
console.log(rounds, loop.size);
