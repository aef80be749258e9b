// features: bigint, map, set, generators, console_log
// Snowflake-style 64-bit IDs arrive as bigints: dedupe them in a Set, count
// them in a Map and memoise a big computation by bigint key. Bigints are
// primitives, so equal values are one key however they were computed.
const raw = ['1541815603606036480', '1541815603606036481', '1541815603606036480', '0x1565c5d6d2000001', '1541815603606036482'];
const ids = raw.map((s) => BigInt(s));
const unique = new Set(ids);
console.log(unique.size, unique.has(1541815603606036481n), unique.has(1541815603606036480n + 2n), unique);
const workerOf = (id) => (id >> 12n) & 0x3ffn;
const perWorker = new Map();
for (const id of ids) perWorker.set(workerOf(id), (perWorker.get(workerOf(id)) ?? 0) + 1);
console.log(perWorker, perWorker.get(0n), perWorker.has(1n << 70n));
unique.delete(1541815603606036480n);
console.log([...unique].map(String), unique.has(ids[0]));

const memo = new Map();
function fib(n) {
  if (n < 2n) return n;
  if (memo.has(n)) return memo.get(n);
  const v = fib(n - 1n) + fib(n - 2n);
  memo.set(n, v);
  return v;
}
console.log(fib(150n), memo.size, memo.get(100n));
function* collatz(n) { while (n !== 1n) { yield n; n = n % 2n ? 3n * n + 1n : n / 2n; } yield 1n; }
const seen = new Map();
for (const start of [27n, 97n, 871n]) for (const v of collatz(start)) seen.set(v, (seen.get(v) || 0) + 1);
const shared = [...seen].filter(([, c]) => c === 3).map(([v]) => v);
console.log(seen.size, shared.length, shared.slice(0, 6), seen.get(9232n));
const mixed = new Map([[1n, 'bigint one'], [1, 'number one'], ['1', 'string one']]);
console.log(mixed.size, mixed.get(1n), mixed.get(1), mixed.get(BigInt(1)), new Set([0n, -0n, 0, -0]).size);
console.log(BigInt.asIntN(8, 255n), BigInt.asUintN(8, -1n), BigInt.asIntN(64, 2n ** 63n), BigInt.asUintN(64, -1n));
