// features: class_extends, error_classes, array_from, string_fromcharcode, template_string, rest_spread, destructuring
// Build and parse a RIFF/WAVE file in memory with ArrayBuffer, DataView and typed arrays
class WavFormatError extends Error {
  constructor(msg, offset) { super(`${msg} at byte ${offset}`); this.name = 'WavFormatError'; this.offset = offset; }
}

function writeAscii(view, offset, text) {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}
function readAscii(view, offset, len) {
  return String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + offset, len));
}

function encodeWav(samples, { sampleRate = 8000, channels = 1, bits = 16, extraChunks = [] } = {}) {
  const bytesPerSample = bits / 8;
  const dataSize = samples.length * bytesPerSample;
  const extraSize = extraChunks.reduce((s, c) => s + 8 + c.data.length + (c.data.length & 1), 0);
  const buffer = new ArrayBuffer(44 + extraSize + dataSize);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, buffer.byteLength - 8, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * bytesPerSample, true);
  view.setUint16(32, channels * bytesPerSample, true);
  view.setUint16(34, bits, true);
  let off = 36;
  for (const { id, data } of extraChunks) {
    writeAscii(view, off, id);
    view.setUint32(off + 4, data.length, true);
    new Uint8Array(buffer, off + 8, data.length).set(data);
    off += 8 + data.length + (data.length & 1);
  }
  writeAscii(view, off, 'data');
  view.setUint32(off + 4, dataSize, true);
  off += 8;
  samples.forEach((s, i) => {
    const clamped = Math.max(-1, Math.min(1, s));
    if (bits === 16) view.setInt16(off + i * 2, Math.round(clamped * 32767), true);
    else view.setUint8(off + i, Math.round((clamped + 1) * 127.5));
  });
  return buffer;
}

function decodeWav(buffer) {
  const view = new DataView(buffer);
  if (readAscii(view, 0, 4) !== 'RIFF') throw new WavFormatError('missing RIFF tag', 0);
  if (readAscii(view, 8, 4) !== 'WAVE') throw new WavFormatError('not a WAVE file', 8);
  const info = { chunks: [] };
  let off = 12;
  while (off + 8 <= view.byteLength) {
    const id = readAscii(view, off, 4);
    const size = view.getUint32(off + 4, true);
    if (off + 8 + size > view.byteLength) throw new WavFormatError(`chunk '${id}' overruns file`, off);
    info.chunks.push(`${id.trim()}:${size}`);
    if (id === 'fmt ') {
      Object.assign(info, {
        format: view.getUint16(off + 8, true), channels: view.getUint16(off + 10, true),
        sampleRate: view.getUint32(off + 12, true), byteRate: view.getUint32(off + 16, true),
        bits: view.getUint16(off + 22, true),
      });
    } else if (id === 'data') {
      const n = size / (info.bits / 8);
      info.samples = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        info.samples[i] = info.bits === 16 ? view.getInt16(off + 8 + i * 2, true) / 32767 : view.getUint8(off + 8 + i) / 127.5 - 1;
      }
    } else if (id === 'LIST') {
      info.comment = new TextDecoder().decode(new Uint8Array(buffer, off + 8, size));
    }
    off += 8 + size + (size & 1);
  }
  return info;
}

const hex = (buf, start, len) => [...new Uint8Array(buf, start, len)].map(b => b.toString(16).padStart(2, '0')).join(' ');

const rate = 8000;
const tone = Array.from({ length: 64 }, (_, i) => 0.6 * Math.sin(2 * Math.PI * 440 * i / rate) + 0.3 * Math.sin(2 * Math.PI * 1000 * i / rate));
const comment = new TextEncoder().encode('tone: 440+1000 Hz ♪');
const wav = encodeWav(tone, { sampleRate: rate, extraChunks: [{ id: 'LIST', data: comment }] });
console.log(`encoded ${wav.byteLength} bytes`);
for (let o = 0; o < 48; o += 16) console.log(`${o.toString(16).padStart(4, '0')}: ${hex(wav, o, 16)}`);

const decoded = decodeWav(wav);
const { samples, ...meta } = decoded;
console.log(meta);
let maxErr = 0;
samples.forEach((s, i) => { maxErr = Math.max(maxErr, Math.abs(s - tone[i])); });
console.log(`samples=${samples.length} maxErr=${maxErr.toExponential(3)} first=${Array.from(samples.slice(0, 4), s => s.toFixed(4)).join(',')}`);
const rms = Math.sqrt(samples.reduce((s, x) => s + x * x, 0) / samples.length);
const peak = samples.reduce((m, x) => Math.max(m, Math.abs(x)), 0);
console.log(`rms=${rms.toFixed(5)} peak=${peak.toFixed(5)} crest=${(20 * Math.log10(peak / rms)).toFixed(2)} dB`);
let crossings = 0;
for (let i = 1; i < samples.length; i++) if ((samples[i - 1] < 0) !== (samples[i] < 0)) crossings++;
console.log(`zero crossings ${crossings}, est. dominant ${Math.round(crossings / 2 * rate / samples.length)} Hz`);

const eight = decodeWav(encodeWav([-1, -0.5, 0, 0.5, 1, 2], { bits: 8, sampleRate: 22050 }));
console.log(eight.bits, eight.byteRate, Array.from(eight.samples, x => Math.round(x * 100) / 100));

const corrupt = wav.slice(0);
new DataView(corrupt).setUint32(40 + 0, 9999, true);
const cases = { truncated: wav.slice(0, 30), corrupt, badtag: new TextEncoder().encode('RIFX....WAVE').buffer };
for (const [name, buf] of Object.entries(cases)) {
  try { console.log(name, decodeWav(buf).chunks); } catch (e) { console.log(`${name}: ${e.name} ${e.message}${e instanceof WavFormatError ? '' : ' (unexpected)'}`); }
}
const i16 = new Int16Array([1, -2, 300]);
console.log(new Uint8Array(i16.buffer), i16.BYTES_PER_ELEMENT, ArrayBuffer.isView(i16));
