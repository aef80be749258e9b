// features: class_declaration, generators, set, array_from, destructuring, try_catch, console_log
class Elevator {
  constructor(id, floors) {
    this.id = id;
    this.floors = floors;
    this.floor = 0;
    this.direction = 0;
    this.stops = new Set();
    this.log = [];
    this.moved = 0;
  }
  request(floor) {
    if (floor < 0 || floor >= this.floors) throw new RangeError(`floor ${floor} out of range`);
    this.stops.add(floor);
  }
  cost(floor) {
    const dist = Math.abs(this.floor - floor);
    if (this.direction === 0) return dist;
    const ahead = Math.sign(floor - this.floor) === this.direction;
    return ahead ? dist : dist + 2 * this.floors;
  }
  *run() {
    while (this.stops.size) {
      if (this.direction === 0) {
        const nearest = [...this.stops].sort((a, b) => Math.abs(a - this.floor) - Math.abs(b - this.floor) || a - b)[0];
        this.direction = Math.sign(nearest - this.floor) || 1;
      }
      if (this.stops.has(this.floor)) {
        this.stops.delete(this.floor);
        this.log.push(this.floor);
        yield `E${this.id} stops at ${this.floor}`;
        continue;
      }
      const ahead = [...this.stops].some(s => Math.sign(s - this.floor) === this.direction);
      if (!ahead) {
        this.direction = -this.direction;
        continue;
      }
      this.floor += this.direction;
      this.moved++;
    }
    this.direction = 0;
  }
}

class Building {
  constructor(n, floors) {
    this.elevators = Array.from({ length: n }, (_, i) => new Elevator(i + 1, floors));
  }
  call(floor) {
    const best = this.elevators.reduce((a, b) => (b.cost(floor) < a.cost(floor) ? b : a));
    best.request(floor);
    return best.id;
  }
  *simulate() {
    const runners = this.elevators.map(e => e.run());
    let active = true;
    let tick = 0;
    while (active) {
      active = false;
      tick++;
      for (const r of runners) {
        const { value, done } = r.next();
        if (!done) {
          active = true;
          yield `t${tick}: ${value}`;
        }
      }
    }
  }
}

const b = new Building(2, 12);
const calls = [7, 3, 11, 0, 5, 9, 2];
console.log(calls.map(f => `${f}->E${b.call(f)}`).join(' '));
b.elevators[0].floor = 4;
for (const line of b.simulate()) console.log(line);
for (const e of b.elevators) console.log(`E${e.id}: visited ${e.log.join(',')} moved ${e.moved} now at ${e.floor}`);
try { b.elevators[1].request(12); } catch (err) { console.log(err instanceof RangeError, err.message); }
const summary = b.elevators.map(({ id, moved, log }) => ({ id, moved, stops: log.length }));
console.table(summary);
console.log(Math.max(...summary.map(s => s.moved)), summary.every(s => s.stops > 0));
