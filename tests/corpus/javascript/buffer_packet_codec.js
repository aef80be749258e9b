// features: console_log, static_members, class_declaration, template_string
// A tiny binary message codec on node's Buffer: a header of big-endian
// integers, a UTF-8 payload, base64 for transport and a hex dump for logs.
class Codec {
  static encode(type, id, text) {
    const body = Buffer.from(text, "utf8");
    const header = Buffer.alloc(7);
    header.writeUInt8(type, 0);
    header.writeUInt16BE(id, 1);
    header.writeUInt32BE(body.length, 3);
    return Buffer.concat([header, body]);
  }
  static decode(buf) {
    const type = buf.readUInt8(0);
    const id = buf.readUInt16BE(1);
    const len = buf.readUInt32BE(3);
    return { type, id, text: buf.toString("utf8", 7, 7 + len) };
  }
}

const messages = [
  [1, 7, "hello"],
  [2, 513, "héllo wörld €"],
  [3, 65535, ""],
];
for (const [type, id, text] of messages) {
  const packet = Codec.encode(type, id, text);
  const wire = packet.toString("base64");
  const back = Codec.decode(Buffer.from(wire, "base64"));
  console.log(packet.length, wire, back, packet.subarray(0, 7));
  console.log("  hex:", packet.toString("hex"), Buffer.byteLength(text), text.length);
}

// Buffers are Uint8Arrays: indexing, iteration and views that share memory
const word = Buffer.from("buffer");
const view = word.slice(0, 3);
view[0] = 0x42; // 'B' shows through in the parent
console.log(word.toString(), view.toString(), word[1], [...view], word instanceof Uint8Array);
console.log(Buffer.isBuffer(word), Buffer.isBuffer("buffer"), word.equals(Buffer.from("Buffer")));
console.log(Buffer.compare(Buffer.from("abc"), Buffer.from("abd")), word.indexOf("f"), word.includes("ffe"));

// other encodings and constructors
console.log(Buffer.from("ff00a5", "hex"), Buffer.from([72, 105, 300, -1]), Buffer.alloc(4, "ab"), Buffer.alloc(3));
console.log(Buffer.from("Zm9vYmFy", "base64").toString(), Buffer.from("foobar?").toString("base64url"));
console.log(Buffer.from("café", "latin1"), Buffer.from("hi", "utf16le"), Buffer.from([0x63, 0x61, 0x66, 0xe9]).toString("latin1"));
const le = Buffer.alloc(6);
le.writeInt16LE(-2, 0);
le.writeUInt32LE(0xcafebabe, 2);
console.log(le, le.readInt16LE(0), le.readUInt32LE(2).toString(16), le.readInt8(1));
console.log(JSON.stringify({ payload: Buffer.from("ok") }), Buffer.from("ok").toJSON());
console.log({ frame: Buffer.from("frame"), empty: Buffer.alloc(0) });
console.log(Buffer.alloc(64, 1));
const scratch = Buffer.allocUnsafe(8).fill(0);
const written = scratch.write("héllo", 1);
console.log(written, scratch, scratch.lastIndexOf("l"), scratch.compare(Buffer.alloc(8)), Buffer.isEncoding("hex"), Buffer.isEncoding("utf9"));
try {
  le.readUInt32BE(4);
} catch (e) {
  console.log(e.name, e.message);
}
