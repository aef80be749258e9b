// features: array_methods, math, for_loop, arrow_function, console_log, template_string
// PCM audio processing: a sine tone synthesised into a Float32Array,
// quantised to 16-bit samples (Int16Array wraps, so clip first), mixed,
// measured and written as a little-endian WAV header with a DataView.
const RATE = 8000;

function tone(freq, seconds, amplitude = 0.8) {
  const out = new Float32Array(Math.round(RATE * seconds));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * freq * i) / RATE);
  return out;
}

function quantise(samples) {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    pcm[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return pcm;
}

function mix(a, b) {
  const out = new Float32Array(Math.max(a.length, b.length));
  out.set(a);
  b.forEach((v, i) => { out[i] += v; });
  return out;
}

const rms = xs => Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / xs.length);
const peak = xs => xs.reduce((m, x) => Math.max(m, Math.abs(x)), 0);

const a = tone(440, 0.01);
const e = tone(660, 0.005, 0.5);
const chord = mix(a, e);
console.log(a.length, e.length, chord.length, a.constructor.name, Float32Array.BYTES_PER_ELEMENT);
console.log('first samples', Array.from(a.subarray(0, 5), x => x.toFixed(4)).join(' '));
console.log(`peak ${peak(chord).toFixed(3)} rms ${rms(chord).toFixed(3)}`);

const pcm = quantise(chord);
const clipped = pcm.filter(s => s === 32767 || s === -32768).length;
console.log('pcm', pcm.subarray(0, 6), 'clipped', clipped, 'max', Math.max(...pcm), 'min', Math.min(...pcm));
const naive = new Int16Array([40000, -40000, 32768, 1.9, -1.9]);
console.log('without clipping:', naive);

function wavHeader(numSamples) {
  const buf = new ArrayBuffer(44);
  const v = new DataView(buf);
  const ascii = (off, s) => [...s].forEach((c, i) => v.setUint8(off + i, c.charCodeAt(0)));
  ascii(0, 'RIFF'); v.setUint32(4, 36 + numSamples * 2, true); ascii(8, 'WAVE');
  ascii(12, 'fmt '); v.setUint32(16, 16, true); v.setUint16(20, 1, true); v.setUint16(22, 1, true);
  v.setUint32(24, RATE, true); v.setUint32(28, RATE * 2, true); v.setUint16(32, 2, true); v.setUint16(34, 16, true);
  ascii(36, 'data'); v.setUint32(40, numSamples * 2, true);
  return new Uint8Array(buf);
}
const header = wavHeader(pcm.length);
console.log(new TextDecoder().decode(header.subarray(0, 4)), new TextDecoder().decode(header.slice(8, 16)));
console.log(header.subarray(20, 36));
const check = new DataView(header.buffer);
console.log(check.getUint32(24, true), check.getUint32(24), check.getUint16(34, true), check.getInt16(22, false));

const bytes = new Uint8Array(pcm.buffer, 0, 8);
console.log('raw little-endian bytes', Array.from(bytes, b => b.toString(16).padStart(2, '0')).join(''));
const envelope = Float32Array.from({ length: 5 }, (_, i) => i / 4);
console.log(envelope, envelope.map(g => g * 2).includes(2), envelope.lastIndexOf(0.5), envelope.findLast(x => x < 0.6));
