// features: class_declaration, error_classes, class_extends, switch, for_of, object_literal, getters, try_catch, console_log
class InvalidInputError extends Error {
  constructor(message) {
    super(message || "Invalid Input");
    this.name = "InvalidInputError";
  }
}

const DIRECTIONS = ["north", "east", "south", "west"];

class Robot {
  constructor(x = 0, y = 0, bearing = "north") {
    this.place({ x, y, direction: bearing });
  }

  place({ x, y, direction }) {
    if (!DIRECTIONS.includes(direction)) {
      throw new InvalidInputError(`Invalid direction: ${direction}`);
    }
    this.coordinates = [x, y];
    this.bearing = direction;
  }

  get state() {
    const [x, y] = this.coordinates;
    return { position: { x, y }, direction: this.bearing };
  }

  turn(delta) {
    const i = DIRECTIONS.indexOf(this.bearing);
    this.bearing = DIRECTIONS[(i + delta + 4) % 4];
  }

  advance() {
    let [x, y] = this.coordinates;
    switch (this.bearing) {
      case "north": y++; break;
      case "south": y--; break;
      case "east": x++; break;
      case "west": x--; break;
    }
    this.coordinates = [x, y];
  }

  evaluate(instructions) {
    for (const ch of instructions) {
      if (ch === "R") this.turn(1);
      else if (ch === "L") this.turn(-1);
      else if (ch === "A") this.advance();
      else throw new InvalidInputError(`Invalid instruction '${ch}'`);
    }
    return this;
  }
}

const cases = [
  [0, 0, "north", "R"], [0, 0, "east", "R"], [0, 0, "south", "R"], [0, 0, "west", "R"],
  [0, 0, "north", "L"], [0, 0, "west", "L"], [0, 0, "north", "A"], [0, 0, "south", "A"],
  [0, 0, "east", "A"], [0, 0, "west", "A"], [7, 3, "north", "RAALAL"], [0, 0, "north", "LAAARALA"],
  [2, -7, "east", "RRAAAAALA"], [8, 4, "south", "LAAARRRALLLL"],
];
for (const [x, y, dir, instr] of cases) {
  const robot = new Robot(x, y, dir);
  const { position, direction } = robot.evaluate(instr).state;
  console.log(`(${x},${y}) ${dir.padEnd(5)} ${instr.padEnd(12)} => (${position.x},${position.y}) ${direction}`);
}

const r = new Robot();
console.log(r.state);
console.log(new Robot(-1, -1, "south").evaluate("AAR").state);

for (const bad of [() => new Robot(0, 0, "up"), () => new Robot().evaluate("AAX")]) {
  try {
    bad();
    console.log("no error");
  } catch (err) {
    console.log(err instanceof InvalidInputError, err instanceof Error, err.name, err.message);
  }
}
