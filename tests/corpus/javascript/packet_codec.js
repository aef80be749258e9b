// features: class_declaration, bitwise_operators, array_methods, for_of, console_log, template_string, try_catch
// A tiny binary protocol: messages packed into an ArrayBuffer with a
// DataView (big-endian header, little-endian floats), text as UTF-8 via
// TextEncoder/TextDecoder, a checksum over a Uint8Array view.
const TYPES = { PING: 1, READING: 2, TEXT: 3 };

function checksum(bytes) {
  let sum = 0;
  for (const b of bytes) sum = (sum + b) & 0xffff;
  return sum;
}

class Packet {
  static encode(type, id, payload) {
    const body = payload instanceof Uint8Array ? payload : new Uint8Array(payload);
    const buf = new ArrayBuffer(8 + body.length);
    const view = new DataView(buf);
    view.setUint8(0, 0xab);
    view.setUint8(1, type);
    view.setUint16(2, id);
    view.setUint16(4, body.length);
    new Uint8Array(buf, 8).set(body);
    view.setUint16(6, checksum(body));
    return new Uint8Array(buf);
  }
  static decode(bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getUint8(0) !== 0xab) throw new Error('bad magic 0x' + view.getUint8(0).toString(16));
    const len = view.getUint16(4);
    const body = bytes.subarray(8, 8 + len);
    if (checksum(body) !== view.getUint16(6)) throw new Error(`checksum mismatch in packet ${view.getUint16(2)}`);
    return { type: view.getUint8(1), id: view.getUint16(2), body };
  }
}

function readingPayload(sensor, values) {
  const buf = new ArrayBuffer(2 + values.length * 4);
  const view = new DataView(buf);
  view.setInt16(0, sensor);
  values.forEach((v, i) => view.setFloat32(2 + i * 4, v, true));
  return new Uint8Array(buf);
}

const enc = new TextEncoder();
const packets = [
  Packet.encode(TYPES.PING, 1, []),
  Packet.encode(TYPES.READING, 2, readingPayload(-7, [21.5, 19.25, -3.125])),
  Packet.encode(TYPES.TEXT, 513, enc.encode('héllo, wörld ✓')),
];
console.log(packets[0]);
console.log(packets[1].length, packets[2].byteLength, packets.map(p => p[3]));

for (const raw of packets) {
  const { type, id, body } = Packet.decode(raw);
  const name = Object.keys(TYPES).find(k => TYPES[k] === type);
  if (type === TYPES.READING) {
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    const values = [];
    for (let off = 2; off < body.length; off += 4) values.push(view.getFloat32(off, true));
    console.log(`${name} #${id} sensor ${view.getInt16(0)}:`, values);
  } else if (type === TYPES.TEXT) {
    console.log(`${name} #${id}:`, new TextDecoder().decode(body), `(${body.length} bytes)`);
  } else {
    console.log(`${name} #${id}`, body);
  }
}

const corrupted = packets[2].slice();
corrupted[10] ^= 0x20;
const badMagic = Uint8Array.from(packets[0], (b, i) => (i === 0 ? 0 : b));
for (const p of [corrupted, badMagic]) {
  try { Packet.decode(p); } catch (e) { console.log('rejected:', e.message); }
}

const header = new Uint8Array(packets[1].buffer, 0, 8);
console.log(Array.from(header, b => b.toString(16).padStart(2, '0')).join(' '));
const words = new Uint16Array(4);
words.set([0xffff, 65536 + 3, -1, 2.9]);
console.log(words, new Int8Array(words.buffer), new Uint8ClampedArray([-20, 300, 1.5, 2.5]));
const temps = new Float64Array([19.5, 22.25, 18, 25.5]);
temps.sort();
console.log(temps, temps.subarray(1).map(t => t * 2), Math.max(...temps), temps.join('/'));
try { new DataView(new ArrayBuffer(2)).getUint32(0); } catch (e) { console.log(e.name, e.message); }
const stats = new DataView(new ArrayBuffer(13));
stats.setInt8(0, -100);
stats.setInt32(1, -123456789);
stats.setFloat64(5, Math.PI, true);
console.log(stats.getInt8(0), stats.getInt32(1), stats.getFloat64(5, true), ArrayBuffer.isView(stats), ArrayBuffer.isView(stats.buffer));
