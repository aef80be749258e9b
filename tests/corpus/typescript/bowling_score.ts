// features: override_modifier, error_object, field_definition, for_of_statement, string_methods
// Bowling scorer (exercism "bowling") with frame-by-frame display.
class BowlingError extends Error {
  override name = "BowlingError";
}

class Bowling {
  private rolls: number[] = [];
  private frame = 1;
  private rollInFrame = 0;
  private pinsStanding = 10;
  private bonusRolls = 0;
  private done = false;

  roll(pins: number): void {
    if (this.done) throw new BowlingError("Cannot roll after game is over");
    if (pins < 0) throw new BowlingError("Negative roll is invalid");
    if (pins > this.pinsStanding) throw new BowlingError("Pin count exceeds pins on the lane");
    this.rolls.push(pins);
    this.pinsStanding -= pins;
    this.rollInFrame++;
    if (this.frame < 10) {
      if (this.pinsStanding === 0 || this.rollInFrame === 2) this.nextFrame();
      return;
    }
    // tenth frame
    if (this.rollInFrame === 1 && this.pinsStanding === 0) {
      this.bonusRolls = 2;
      this.pinsStanding = 10;
    } else if (this.rollInFrame === 2) {
      if (this.bonusRolls === 2) {
        if (this.pinsStanding === 0) this.pinsStanding = 10;
      } else if (this.pinsStanding === 0) {
        this.bonusRolls = 1;
        this.pinsStanding = 10;
      } else this.done = true;
    } else if (this.rollInFrame === 3) this.done = true;
  }

  private nextFrame(): void {
    this.frame++;
    this.rollInFrame = 0;
    this.pinsStanding = 10;
  }

  score(): number {
    if (!this.done) throw new BowlingError("Score cannot be taken until the end of the game");
    let total = 0;
    let i = 0;
    for (let f = 0; f < 10; f++) {
      const r = this.rolls;
      if (r[i] === 10) {
        total += 10 + r[i + 1] + r[i + 2];
        i += 1;
      } else if (r[i] + r[i + 1] === 10) {
        total += 10 + r[i + 2];
        i += 2;
      } else {
        total += r[i] + r[i + 1];
        i += 2;
      }
    }
    return total;
  }

  card(): string {
    const marks: string[] = [];
    const r = this.rolls;
    let i = 0;
    for (let f = 1; f <= 10 && i < r.length; f++) {
      if (f < 10) {
        if (r[i] === 10) { marks.push("X"); i++; continue; }
        const a = r[i], b = r[i + 1];
        marks.push(`${a === 0 ? "-" : a}${b === undefined ? "" : a + b === 10 ? "/" : b === 0 ? "-" : b}`);
        i += 2;
      } else {
        let s = "";
        let prev = -1;
        for (; i < r.length; i++) {
          const p = r[i];
          s += p === 10 && (prev === -1 || prev === 10 || s.endsWith("/")) ? "X" : prev !== -1 && prev !== 10 && !s.endsWith("/") && prev + p === 10 ? "/" : p === 0 ? "-" : String(p);
          prev = s.endsWith("/") ? -1 : p;
        }
        marks.push(s);
      }
    }
    return marks.map((m) => m.padEnd(3)).join("|");
  }
}

const games: Record<string, number[]> = {
  gutter: Array(20).fill(0),
  perfect: Array(12).fill(10),
  spares: Array(21).fill(5),
  mixed: [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1],
  tenthSpare: [3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 3, 6, 7, 3, 10],
  tooMany: [5, 6],
  early: [10, 10],
  after: [...Array(20).fill(1), 1],
};

for (const [name, rolls] of Object.entries(games)) {
  const g = new Bowling();
  try {
    rolls.forEach((p) => g.roll(p));
    console.log(`${name.padEnd(11)} ${String(g.score()).padStart(3)}  ${g.card()}`);
  } catch (e) {
    if (e instanceof BowlingError) console.log(`${name.padEnd(11)} ${e.name}: ${e.message}`);
    else throw e;
  }
}
