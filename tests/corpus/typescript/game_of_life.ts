// features: class_declaration, literal_type, template_string, set_object, parameter_property, static_member, getter_setter, tuple_type, nested_arrays
type Cell = `${number},${number}`;

class Life {
  private alive: Set<Cell>;
  generation = 0;
  constructor(pattern: string[], private readonly rows: number, private readonly cols: number) {
    this.alive = new Set();
    pattern.forEach((line, r) => [...line].forEach((ch, c) => { if (ch === "#") this.alive.add(`${r},${c}`); }));
  }
  private static key(r: number, c: number): Cell { return `${r},${c}`; }
  private neighbours(r: number, c: number): number {
    let n = 0;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        if (dr === 0 && dc === 0) continue;
        const rr = (r + dr + this.rows) % this.rows, cc = (c + dc + this.cols) % this.cols;
        if (this.alive.has(Life.key(rr, cc))) n++;
      }
    return n;
  }
  step(): void {
    const next = new Set<Cell>();
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.cols; c++) {
        const n = this.neighbours(r, c);
        const on = this.alive.has(Life.key(r, c));
        if (n === 3 || (on && n === 2)) next.add(Life.key(r, c));
      }
    this.alive = next;
    this.generation++;
  }
  get population(): number { return this.alive.size; }
  render(): string {
    const lines: string[] = [];
    for (let r = 0; r < this.rows; r++) {
      let s = "";
      for (let c = 0; c < this.cols; c++) s += this.alive.has(Life.key(r, c)) ? "#" : ".";
      lines.push(s);
    }
    return lines.join("\n");
  }
  bounds(): [number, number, number, number] | undefined {
    if (this.alive.size === 0) return undefined;
    const pts = [...this.alive].map(k => k.split(",").map(Number));
    const rs = pts.map(p => p[0]), cs = pts.map(p => p[1]);
    return [Math.min(...rs), Math.min(...cs), Math.max(...rs), Math.max(...cs)];
  }
}

const glider = new Life([".#...", "..#..", "###..", ".....", "....."], 6, 6);
for (let i = 0; i <= 4; i++) {
  if (i % 2 === 0) console.log(`gen ${glider.generation} pop ${glider.population} bounds ${glider.bounds()}\n${glider.render()}`);
  glider.step();
}
const blinker = new Life(["", " ###"].map(s => s.replace(/ /g, ".")), 5, 5);
const seen: string[] = [];
while (!seen.includes(blinker.render()) && seen.length < 10) { seen.push(blinker.render()); blinker.step(); }
console.log("blinker period", seen.length - seen.indexOf(blinker.render()));
const empty = new Life(["#"], 3, 3);
empty.step();
console.log(empty.population, empty.bounds());
