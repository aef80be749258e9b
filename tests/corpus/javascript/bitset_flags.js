// features: bitwise_operators, object_static, number_methods, number_parsing, class_declaration, generators, symbols, console_log
const Perm = Object.freeze({ READ: 1 << 0, WRITE: 1 << 1, EXEC: 1 << 2, ADMIN: 1 << 3, AUDIT: 1 << 4 });
const names = Object.keys(Perm);

const describe = mask => names.filter(n => mask & Perm[n]).join('|') || 'NONE';
const toBits = (mask, width = 5) => mask.toString(2).padStart(width, '0');

const users = { alice: Perm.READ | Perm.WRITE | Perm.ADMIN, bob: Perm.READ, carol: Perm.READ | Perm.EXEC, dave: 0 };
for (const [user, mask] of Object.entries(users)) {
  console.log(`${user.padEnd(6)} ${toBits(mask)} 0x${mask.toString(16).toUpperCase().padStart(2, '0')} ${describe(mask)}`);
}
users.bob |= Perm.WRITE;
users.alice &= ~Perm.ADMIN;
users.carol ^= Perm.EXEC | Perm.AUDIT;
console.log(Object.entries(users).map(([u, m]) => `${u}=${describe(m)}`).join(', '));

const popcount = n => { let c = 0; while (n) { n &= n - 1; c++; } return c; };
console.log([0, 1, 7, 255, 1023, 0xdeadbeef].map(popcount));
console.log(0xdeadbeef | 0, 0xdeadbeef >>> 0, ~0xff, -1 >>> 28, 1 << 31, (1 << 31) >>> 0, 5 >> 1, -5 >> 1, -5 >>> 30);

class BitSet {
  constructor(size) { this.words = new Uint32Array(Math.ceil(size / 32)); this.size = size; }
  set(i) { this.words[i >>> 5] |= 1 << (i & 31); return this; }
  has(i) { return (this.words[i >>> 5] & (1 << (i & 31))) !== 0; }
  clear(i) { this.words[i >>> 5] &= ~(1 << (i & 31)); return this; }
  *[Symbol.iterator]() { for (let i = 0; i < this.size; i++) if (this.has(i)) yield i; }
}
const sieve = new BitSet(100);
for (let i = 2; i < 100; i++) sieve.set(i);
for (let i = 2; i * i < 100; i++) if (sieve.has(i)) for (let j = i * i; j < 100; j += i) sieve.clear(j);
console.log([...sieve].join(' '));
console.log(sieve.words, Array.from(sieve.words, w => w.toString(16)));
console.log(parseInt('1011', 2), parseInt('ff', 16), (255).toString(8), Number('0b1010'), Number('0o17'), 0x1f.toString(36));
const gray = n => n ^ (n >> 1);
console.log(Array.from({ length: 8 }, (_, i) => toBits(gray(i), 3)).join(' '));
console.log(Math.clz32(1), Math.clz32(0x80000000), Math.imul(0xffffffff, 5), 2 ** 53 + 1, Number.MAX_SAFE_INTEGER % 1000);
