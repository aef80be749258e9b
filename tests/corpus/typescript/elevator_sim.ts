// features: enum_declaration, private_field, set_object, getter_setter, static_member, while_statement
// Elevator controller simulation (SCAN algorithm) driven by a tick loop.
enum Direction { Up = "UP", Down = "DOWN", Idle = "IDLE" }

interface RideRequest { at: number; from: number; to: number; who: string }

class Elevator {
  #floor = 0;
  #dir: Direction = Direction.Idle;
  #stops = new Set<number>();
  #riders: { who: string; to: number }[] = [];
  readonly log: string[] = [];
  static readonly CAPACITY = 3;

  constructor(readonly name: string, private readonly floors: number) {}

  get floor() { return this.#floor; }
  get direction() { return this.#dir; }
  get load() { return this.#riders.length; }

  call(floor: number): void {
    if (floor < 0 || floor >= this.floors) throw new RangeError(`floor ${floor} out of range`);
    this.#stops.add(floor);
  }

  board(who: string, to: number, t: number): boolean {
    if (this.#riders.length >= Elevator.CAPACITY) {
      this.log.push(`t${t}: ${who} waits (full)`);
      return false;
    }
    this.#riders.push({ who, to });
    this.#stops.add(to);
    this.log.push(`t${t}: ${who} boards at ${this.#floor} -> ${to}`);
    return true;
  }

  step(t: number): number[] {
    const arrived: number[] = [];
    if (this.#stops.has(this.#floor)) {
      this.#stops.delete(this.#floor);
      const leaving = this.#riders.filter((r) => r.to === this.#floor);
      this.#riders = this.#riders.filter((r) => r.to !== this.#floor);
      for (const r of leaving) this.log.push(`t${t}: ${r.who} exits at ${this.#floor}`);
      arrived.push(this.#floor);
    }
    this.#dir = this.chooseDirection();
    if (this.#dir === Direction.Up) this.#floor++;
    else if (this.#dir === Direction.Down) this.#floor--;
    return arrived;
  }

  private chooseDirection(): Direction {
    if (this.#stops.size === 0) return Direction.Idle;
    const above = [...this.#stops].some((s) => s > this.#floor);
    const below = [...this.#stops].some((s) => s < this.#floor);
    if (this.#dir === Direction.Up && above) return Direction.Up;
    if (this.#dir === Direction.Down && below) return Direction.Down;
    return above ? Direction.Up : below ? Direction.Down : Direction.Idle;
  }
}

const requests: RideRequest[] = [
  { at: 0, from: 0, to: 5, who: "ana" },
  { at: 1, from: 3, to: 0, who: "ben" },
  { at: 2, from: 0, to: 2, who: "cy" },
  { at: 2, from: 4, to: 6, who: "dot" },
  { at: 3, from: 4, to: 1, who: "eli" },
  { at: 3, from: 4, to: 7, who: "fay" },
  { at: 4, from: 4, to: 2, who: "gus" },
  { at: 9, from: 7, to: 0, who: "hal" },
];

const el = new Elevator("A", 8);
const waiting: RideRequest[] = [];
let t = 0;
let pending = [...requests];
const trace: string[] = [];
while (t < 40 && (pending.length || waiting.length || el.load || el.direction !== Direction.Idle)) {
  for (const r of pending.filter((r) => r.at === t)) {
    waiting.push(r);
    el.call(r.from);
  }
  pending = pending.filter((r) => r.at !== t);
  for (const r of waiting.filter((w) => w.from === el.floor)) {
    if (el.board(r.who, r.to, t)) waiting.splice(waiting.indexOf(r), 1);
    else el.call(r.from);
  }
  const stopped = el.step(t);
  trace.push(`${el.floor}${stopped.length ? "*" : ""}`);
  t++;
}
console.log(el.log.join("\n"));
console.log(`finished at t=${t} floor ${el.floor} ${el.direction}`);
console.log(trace.join(" "));
try {
  el.call(9);
} catch (e) {
  console.log(`${(e as Error).name}: ${(e as Error).message}`);
}
console.log(Object.values(Direction), Elevator.CAPACITY);
