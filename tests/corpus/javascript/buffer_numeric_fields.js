// features: modules, array_methods, bigint, try_catch, console_log
// A sensor record codec: floats, doubles, 64-bit counters and odd-width
// integers written into a Buffer and read back in both byte orders.
'use strict';

function encodeRecord(rec) {
  const buf = Buffer.alloc(64);
  let off = 0;
  off = buf.writeUInt16BE(rec.id, off);
  off = buf.writeFloatLE(rec.temperature, off);
  off = buf.writeFloatBE(rec.humidity, off);
  off = buf.writeDoubleLE(rec.latitude, off);
  off = buf.writeDoubleBE(rec.longitude, off);
  off = buf.writeBigUInt64LE(rec.packets, off);
  off = buf.writeBigInt64BE(rec.drift, off);
  off = buf.writeUIntBE(rec.serial, off, 3);
  off = buf.writeIntLE(rec.offset, off, 3);
  return buf.subarray(0, off);
}

function decodeRecord(buf) {
  return {
    id: buf.readUInt16BE(0),
    temperature: Math.round(buf.readFloatLE(2) * 1000) / 1000,
    humidity: Math.round(buf.readFloatBE(6) * 1000) / 1000,
    latitude: buf.readDoubleLE(10),
    longitude: buf.readDoubleBE(18),
    packets: buf.readBigUInt64LE(26),
    drift: buf.readBigInt64BE(34),
    serial: buf.readUIntBE(42, 3),
    offset: buf.readIntLE(45, 3),
  };
}

const record = {
  id: 513, temperature: -12.5, humidity: 48.25, latitude: 51.4779, longitude: -0.0015,
  packets: 18446744073709551615n, drift: -9007199254740993n, serial: 0xabcdef, offset: -70000,
};
const written = encodeRecord(record);
console.log('bytes:', written.length);
console.log(written.subarray(0, 26).toString('hex'));
console.log(decodeRecord(written));

// every width of the variable-length integers
const w = Buffer.alloc(6);
for (let n = 1; n <= 6; n++) {
  w.fill(0);
  w.writeUIntLE(2 ** (8 * n) - 1, 0, n);
  const asSigned = w.readIntLE(0, n);
  w.writeIntBE(-(2 ** (8 * n - 1)), 0, n);
  console.log(n, asSigned, w.readIntBE(0, n), w.readUIntBE(0, n), w.toString('hex'));
}

// lowercase aliases, special floats, float rounding
const f = Buffer.alloc(8);
f.writeFloatBE(0.1);
console.log(f.readFloatBE(0), f.readUint32BE(0).toString(16));
for (const x of [NaN, Infinity, -0, 1e40, 5e-324]) {
  f.writeDoubleLE(x);
  const back = f.readDoubleLE(0);
  f.writeFloatLE(x);
  console.log(x, back, Object.is(back, -0), f.readFloatLE(0));
}
f.writeBigUint64BE(0x0102030405060708n);
console.log(f, f.readBigUint64LE(0), f.readBigInt64LE(0));

// range errors, as node reports them
const attempts = [
  () => f.writeBigInt64LE(2n ** 63n),
  () => f.writeBigUInt64BE(-1n),
  () => f.writeBigInt64LE(5),
  () => f.readDoubleBE(1),
  () => f.writeUIntBE(2 ** 40, 0, 5),
  () => f.writeIntLE(2 ** 47, 0, 6),
  () => f.writeUInt32LE(5000000000),
  () => f.readIntBE(0, 7),
];
for (const attempt of attempts) {
  try {
    console.log('ok', attempt());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}

// DataView's 64-bit accessors over the same memory
const view = new DataView(f.buffer, f.byteOffset, 8);
view.setBigInt64(0, -2n);
console.log(view.getBigUint64(0), view.getBigInt64(0), view.getBigInt64(0, true));
view.setBigUint64(0, 2n ** 64n + 5n, true);
console.log(view.getBigUint64(0, true), f.readBigUInt64LE(0), [...f]);
try {
  view.setBigInt64(0, 1);
} catch (e) {
  console.log(e.name, e.message);
}
const big = Buffer.from([0xff, 0, 0, 0, 0, 0, 0, 1]);
console.log(big.readBigUInt64BE(0), big.readBigUInt64BE());
