// features: bigint, bitwise_operators, for_of, template_string, console_log
// 64-bit FNV-1a hashes and wrapping counters with BigInt.asUintN / asIntN.
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;

function fnv1a64(text) {
  let h = FNV_OFFSET;
  for (const ch of text) {
    h ^= BigInt(ch.codePointAt(0));
    h = BigInt.asUintN(64, h * FNV_PRIME);
  }
  return h;
}

for (const word of ['', 'a', 'foobar', 'hello world', 'Grüße']) {
  const h = fnv1a64(word);
  console.log(`${JSON.stringify(word).padEnd(14)} ${h.toString(16).padStart(16, '0')} ${BigInt.asIntN(64, h)}`);
}

let counter = 2n ** 63n - 2n;
for (let i = 0; i < 3; i++) {
  counter = BigInt.asIntN(64, counter + 1n);
  console.log('int64 counter', counter);
}
console.log(BigInt.asUintN(8, -1n), BigInt.asIntN(8, 200n), BigInt.asUintN(0, 5n), BigInt.asIntN(200, -7n));
console.log((2n ** 70n).toLocaleString('en-US'), (-1234567n).toLocaleString(), 999n.toLocaleString());
try { BigInt.asUintN(-1, 1n); } catch (e) { console.log(e.name); }
try { BigInt.asUintN(8, 1); } catch (e) { console.log(e.name); }
