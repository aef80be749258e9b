// features: class_declaration, generators, map, switch, destructuring, try_catch, regex
// L-systems: string rewriting plus a turtle that draws onto an ASCII canvas
class LSystem {
  constructor(axiom, rules) {
    this.axiom = axiom;
    this.rules = new Map(Object.entries(rules));
  }
  generate(n) {
    let s = this.axiom;
    for (let i = 0; i < n; i++) s = [...s].map(ch => this.rules.get(ch) ?? ch).join('');
    return s;
  }
  *lengths(n) {
    let s = this.axiom;
    for (let i = 0; i <= n; i++) {
      yield s.length;
      s = s.replace(/./g, ch => this.rules.get(ch) ?? ch);
    }
  }
}

class Canvas {
  constructor() { this.points = new Map(); }
  plot(x, y, ch) {
    const key = `${x},${y}`;
    const prev = this.points.get(key);
    this.points.set(key, prev && prev !== ch ? '+' : ch);
  }
  bounds() {
    const xs = [], ys = [];
    for (const key of this.points.keys()) {
      const [x, y] = key.split(',').map(Number);
      xs.push(x); ys.push(y);
    }
    return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
  }
  render() {
    const { minX, maxX, minY, maxY } = this.bounds();
    const rows = [];
    for (let y = maxY; y >= minY; y--) {
      let row = '';
      for (let x = minX; x <= maxX; x++) row += this.points.get(`${x},${y}`) ?? ' ';
      rows.push(row.trimEnd());
    }
    return rows.join('\n');
  }
}

// turtle on a grid: headings are multiples of 90 degrees; each F draws two cells
function drawGrid(commands, { step = 2 } = {}) {
  const canvas = new Canvas();
  const dirs = [[1, 0], [0, 1], [-1, 0], [0, -1]];
  let x = 0, y = 0, h = 0;
  const stack = [];
  for (const c of commands) {
    switch (c) {
      case 'F': case 'G': {
        const [dx, dy] = dirs[h];
        for (let i = 0; i < step; i++) {
          x += dx; y += dy;
          canvas.plot(x, y, dx ? '-' : '|');
        }
        break;
      }
      case '+': h = (h + 1) % 4; break;
      case '-': h = (h + 3) % 4; break;
      case '[': stack.push({ x, y, h }); break;
      case ']': ({ x, y, h } = stack.pop()); break;
      default: break;
    }
  }
  return canvas;
}

// continuous turtle for measuring geometry at arbitrary angles
function trace(commands, angleDeg) {
  let x = 0, y = 0, a = 90;
  const stack = [];
  let length = 0, maxDepth = 0;
  const box = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  for (const c of commands) {
    if (c === 'F') {
      x += Math.cos(a * Math.PI / 180); y += Math.sin(a * Math.PI / 180); length++;
      box.minX = Math.min(box.minX, x); box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y); box.maxY = Math.max(box.maxY, y);
    } else if (c === '+') a += angleDeg;
    else if (c === '-') a -= angleDeg;
    else if (c === '[') { stack.push([x, y, a]); maxDepth = Math.max(maxDepth, stack.length); }
    else if (c === ']') [x, y, a] = stack.pop();
  }
  return { length, maxDepth, width: box.maxX - box.minX, height: box.maxY - box.minY, end: [x, y] };
}

const systems = {
  koch: { sys: new LSystem('F', { F: 'F+F-F-F+F' }), n: 2, angle: 90 },
  dragon: { sys: new LSystem('FX', { X: 'X+YF+', Y: '-FX-Y' }), n: 6, angle: 90 },
  plant: { sys: new LSystem('X', { X: 'F+[[X]-X]-F[-FX]+X', F: 'FF' }), n: 3, angle: 25 },
  sierpinski: { sys: new LSystem('F-G-G', { F: 'F-G+F+G-F', G: 'GG' }), n: 3, angle: 120 },
};

for (const [name, { sys, n, angle }] of Object.entries(systems)) {
  const s = sys.generate(n);
  const counts = [...s].reduce((m, ch) => ({ ...m, [ch]: (m[ch] ?? 0) + 1 }), {});
  console.log(`== ${name}: n=${n}, length ${s.length}, growth ${[...sys.lengths(4)].join('→')}`);
  console.log('   symbols', Object.entries(counts).sort().map(([k, v]) => `${k}=${v}`).join(' '));
  const geo = trace(s, angle);
  console.log(`   segments=${geo.length} depth=${geo.maxDepth} size=${geo.width.toFixed(2)}x${geo.height.toFixed(2)} end=(${geo.end.map(v => v.toFixed(3)).join(', ')})`);
  if (angle === 90) console.log(drawGrid(s).render());
}
console.log(systems.koch.sys.generate(1), '|', systems.dragon.sys.generate(2));
try {
  drawGrid(']');
} catch (e) {
  console.log(`${e.constructor.name}: ${e.message}`);
}
