// features: bitwise_operators, closures, array_methods, regex, string_methods, for_of, console_log, json_stringify
const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

function crc32(str) {
  let crc = -1;
  for (const byte of new TextEncoder().encode(str)) {
    crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ -1) >>> 0;
}

function adler32(str) {
  let a = 1, b = 0;
  for (let i = 0; i < str.length; i++) {
    a = (a + str.charCodeAt(i)) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function fnv1a(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function luhn(num) {
  const digits = num.replace(/\D/g, '').split('').reverse().map(Number);
  const sum = digits.reduce((acc, d, i) => acc + (i % 2 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return sum % 10 === 0;
}

const hex = n => n.toString(16).padStart(8, '0');
for (const s of ['', 'a', 'hello world', 'The quick brown fox jumps over the lazy dog', 'héllo wörld']) {
  console.log(JSON.stringify(s).padEnd(46), hex(crc32(s)), hex(adler32(s)), hex(fnv1a(s)));
}
console.log(CRC_TABLE[1], CRC_TABLE[255], CRC_TABLE.length);
for (const card of ['4539 3195 0343 6467', '8273 1232 7352 0569', '4111-1111-1111-1111', '0000 0000 0000 0001']) {
  console.log(card, luhn(card) ? 'valid' : 'invalid');
}
const buf = new ArrayBuffer(8);
const view = new DataView(buf);
view.setUint32(0, crc32('hello world'));
view.setUint32(4, crc32('hello world'), true);
console.log(new Uint8Array(buf));
console.log(view.getUint16(0), view.getInt8(3), view.getUint32(4, true).toString(16));
console.log(1 << 31, (1 << 31) >>> 0, ~5, -1 >>> 28, 0xff << 24 >> 24, Math.clz32(1));
