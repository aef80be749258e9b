// features: class_extends, private_members, static_members, getters, map, array_methods, try_catch, console_log
class Vehicle {
  static #count = 0;
  constructor(plate, size) {
    this.plate = plate;
    this.size = size;
    Vehicle.#count++;
  }
  static get created() { return Vehicle.#count; }
  get label() { return `${this.constructor.name}(${this.plate})`; }
}
class Motorcycle extends Vehicle { constructor(p) { super(p, 1); } }
class Car extends Vehicle { constructor(p) { super(p, 2); } }
class Bus extends Vehicle { constructor(p) { super(p, 4); } }

class Level {
  constructor(id, spots) {
    this.id = id;
    this.spots = new Array(spots).fill(null);
  }
  findRun(size) {
    let run = 0;
    for (let i = 0; i < this.spots.length; i++) {
      run = this.spots[i] === null ? run + 1 : 0;
      if (run === size) return i - size + 1;
    }
    return -1;
  }
  park(v) {
    const at = this.findRun(v.size);
    if (at < 0) return null;
    this.spots.fill(v.plate, at, at + v.size);
    return at;
  }
  leave(plate) {
    let freed = 0;
    this.spots = this.spots.map(s => (s === plate ? (freed++, null) : s));
    return freed;
  }
  toString() { return `L${this.id} [${this.spots.map(s => (s ? s[0] : '.')).join('')}]`; }
}

class Garage {
  constructor(levels) { this.levels = levels; this.tickets = new Map(); this.revenue = 0; }
  enter(v, time) {
    for (const level of this.levels) {
      const spot = level.park(v);
      if (spot !== null) {
        this.tickets.set(v.plate, { vehicle: v, level: level.id, spot, time });
        return `${v.label} -> L${level.id}#${spot}`;
      }
    }
    return `${v.label} turned away`;
  }
  exit(plate, time) {
    const t = this.tickets.get(plate);
    if (!t) throw new Error(`no ticket for ${plate}`);
    this.levels[t.level].leave(plate);
    this.tickets.delete(plate);
    const hours = Math.ceil((time - t.time) / 60);
    const fee = Math.min(hours * 2.5 * t.vehicle.size, 40);
    this.revenue += fee;
    return `${t.vehicle.label} paid $${fee.toFixed(2)} for ${hours}h`;
  }
}

const garage = new Garage([new Level(0, 8), new Level(1, 6)]);
const arrivals = [new Car('CAR-1'), new Bus('BUS-1'), new Motorcycle('MOTO-1'), new Car('CAR-2'), new Bus('BUS-2'), new Car('CAR-3'), new Bus('BUS-3')];
arrivals.forEach((v, i) => console.log(garage.enter(v, i * 15)));
console.log(garage.levels.map(String).join('\n'));
console.log(garage.exit('BUS-1', 200));
console.log(garage.exit('MOTO-1', 61));
console.log(garage.enter(new Bus('BUS-4'), 210));
try { garage.exit('NOPE', 0); } catch (e) { console.log(e.message); }
console.log(`${garage.levels.join(' | ')}`);
console.log(`revenue $${garage.revenue}, vehicles created ${Vehicle.created}, parked ${garage.tickets.size}`);
console.log([...garage.tickets.keys()].sort(), garage.tickets.get('CAR-2'));
