// features: class_declaration, class_extends, private_members, static_members, getters, generators, symbols, optional_chaining, map, console_log
// ASCII canvas with shape classes, inheritance, static factories, getters and Symbol.iterator.
class Canvas {
  constructor(w, h, bg = '.') {
    this.w = w;
    this.h = h;
    this.px = Array.from({ length: h }, () => Array(w).fill(bg));
  }
  set(x, y, ch) {
    if (x >= 0 && y >= 0 && x < this.w && y < this.h) this.px[y][x] = ch;
  }
  *[Symbol.iterator]() {
    for (const row of this.px) yield row.join('');
  }
  toString() {
    return [...this].join('\n');
  }
}

class Shape {
  static #count = 0;
  #id;
  constructor(x, y, ch) {
    this.x = x;
    this.y = y;
    this.ch = ch;
    this.#id = ++Shape.#count;
  }
  get id() { return this.#id; }
  static get created() { return Shape.#count; }
  get kind() { return this.constructor.name.toLowerCase(); }
  area() { throw new Error(`${this.kind} must implement area()`); }
  describe() { return `#${this.id} ${this.kind} at (${this.x},${this.y}) area=${+this.area().toFixed(2)}`; }
}

class Rect extends Shape {
  constructor(x, y, w, h, ch = '#') { super(x, y, ch); Object.assign(this, { w, h }); }
  area() { return this.w * this.h; }
  draw(c) {
    for (let j = 0; j < this.h; j++)
      for (let i = 0; i < this.w; i++)
        if (j === 0 || j === this.h - 1 || i === 0 || i === this.w - 1) c.set(this.x + i, this.y + j, this.ch);
  }
  static square(x, y, s, ch) { return new Rect(x, y, s, s, ch); }
}

class Circle extends Shape {
  constructor(x, y, r, ch = 'o') { super(x, y, ch); this.r = r; }
  area() { return Math.PI * this.r ** 2; }
  draw(c) {
    for (let j = -this.r; j <= this.r; j++)
      for (let i = -this.r * 2; i <= this.r * 2; i++) {
        const d = Math.hypot(i / 2, j);
        if (Math.abs(d - this.r) < 0.5) c.set(this.x + i, this.y + j, this.ch);
      }
  }
}

class Line extends Shape {
  constructor(x, y, x2, y2, ch = '*') { super(x, y, ch); this.x2 = x2; this.y2 = y2; }
  area() { return 0; }
  draw(c) {
    let [x, y] = [this.x, this.y];
    const dx = Math.abs(this.x2 - x), dy = -Math.abs(this.y2 - y);
    const sx = x < this.x2 ? 1 : -1, sy = y < this.y2 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      c.set(x, y, this.ch);
      if (x === this.x2 && y === this.y2) break;
      const e2 = 2 * err;
      if (e2 >= dy) { err += dy; x += sx; }
      if (e2 <= dx) { err += dx; y += sy; }
    }
  }
}

class Blob extends Shape {}

const shapes = [new Rect(1, 1, 10, 5), Rect.square(14, 2, 4, '+'), new Circle(30, 5, 4), new Line(0, 11, 39, 7), new Blob(0, 0, '?')];
const canvas = new Canvas(40, 12);
for (const s of shapes) {
  try {
    s.draw?.(canvas);
    console.log(s.describe());
  } catch (e) {
    console.log(`skipped: ${e.message}`);
  }
}
console.log(String(canvas));
console.log(Shape.created, shapes.map(s => s.kind), shapes.filter(s => s instanceof Rect).length);
const [first, ...others] = shapes;
console.log(first, others.length, Object.keys(first), 'id' in first, first.hasOwnProperty('id'));
const byKind = shapes.reduce((m, s) => m.set(s.kind, [...(m.get(s.kind) ?? []), s.id]), new Map());
console.log(byKind, [...canvas].filter(r => r.includes('*')).length);
console.log(Object.getPrototypeOf(Rect) === Shape, typeof Shape, Rect.name, Shape.prototype.constructor === Shape);
function Legacy() {}
console.log(Legacy.prototype.constructor === Legacy, new Legacy().constructor === Legacy, Object.getPrototypeOf(new Rect(0, 0, 1, 1)).constructor === Rect);
