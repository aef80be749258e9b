// features: class_declaration, default_params, for_loop, array_from, bitwise_operators, console_log, math
class Canvas {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height);
  }
  set(x, y, v = 255) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels[y * this.width + x] = v;
  }
  get(x, y) { return this.pixels[y * this.width + x]; }
  line(x0, y0, x1, y1) {
    const dx = Math.abs(x1 - x0), dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.set(x0, y0);
      if (x0 === x1 && y0 === y1) break;
      const e2 = 2 * err;
      if (e2 >= dy) { err += dy; x0 += sx; }
      if (e2 <= dx) { err += dx; y0 += sy; }
    }
  }
  circle(cx, cy, r) {
    let x = r, y = 0, d = 1 - r;
    while (x >= y) {
      for (const [px, py] of [[x, y], [y, x], [-y, x], [-x, y], [-x, -y], [-y, -x], [y, -x], [x, -y]]) this.set(cx + px, cy + py, 128);
      y++;
      if (d < 0) d += 2 * y + 1;
      else { x--; d += 2 * (y - x) + 1; }
    }
  }
  blur() {
    const out = new Uint8Array(this.pixels.length);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        let sum = 0, n = 0;
        for (let j = -1; j <= 1; j++) for (let i = -1; i <= 1; i++) {
          const xx = x + i, yy = y + j;
          if (xx >= 0 && yy >= 0 && xx < this.width && yy < this.height) { sum += this.get(xx, yy); n++; }
        }
        out[y * this.width + x] = sum / n;
      }
    }
    this.pixels = out;
  }
  toString() {
    const shades = ' .:-=+*#%@';
    let s = '';
    for (let y = 0; y < this.height; y++) {
      const row = this.pixels.subarray(y * this.width, (y + 1) * this.width);
      s += Array.from(row, v => shades[Math.min(9, Math.floor(v / 25.6))]).join('') + '\n';
    }
    return s;
  }
}

const c = new Canvas(24, 12);
c.line(0, 0, 23, 11);
c.line(0, 11, 23, 0);
c.circle(12, 6, 5);
console.log(c.toString());
const lit = c.pixels.reduce((n, v) => n + (v > 0), 0);
console.log('lit pixels:', lit, 'of', c.pixels.length);
c.blur();
console.log(c.toString());
const hist = new Uint32Array(4);
for (const v of c.pixels) hist[v >> 6]++;
console.log(hist, Array.from(hist).reduce((a, b) => a + b));
const clamped = new Uint8ClampedArray([300, -5, 127.5, 42]);
const wrapped = new Uint8Array([300, -5, 127.5, 42]);
console.log(clamped, wrapped);
console.log(c.pixels.slice(0, 8), c.pixels.constructor.name, c.pixels.BYTES_PER_ELEMENT);
