// features: class_declaration, static_members, string_methods, arithmetic, template_string, strict_equality
class Clock {
  static MINUTES_PER_DAY = 24 * 60;

  constructor(hour = 0, minute = 0) {
    const total = hour * 60 + minute;
    this.minutes = ((total % Clock.MINUTES_PER_DAY) + Clock.MINUTES_PER_DAY) % Clock.MINUTES_PER_DAY;
  }

  get hour() {
    return Math.floor(this.minutes / 60);
  }

  get minute() {
    return this.minutes % 60;
  }

  static parse(text) {
    const [h, m] = text.split(":").map(Number);
    return new this(h, m);
  }

  toString() {
    const pad = (n) => String(n).padStart(2, "0");
    return `${pad(this.hour)}:${pad(this.minute)}`;
  }

  plus(minutes) {
    return new Clock(0, this.minutes + minutes);
  }

  minus(minutes) {
    return new Clock(0, this.minutes - minutes);
  }

  equals(other) {
    return other instanceof Clock && this.minutes === other.minutes;
  }
}

const creations = [
  [8, 0], [11, 9], [24, 0], [25, 0], [100, 0], [1, 60], [0, 160], [0, 1723],
  [25, 160], [201, 3001], [72, 8640], [-1, 15], [-25, 0], [-91, 0], [1, -40],
  [1, -160], [1, -4820], [2, -60], [-25, -160], [-121, -5810],
];
for (const [h, m] of creations) {
  console.log(`Clock(${h}, ${m}) = ${new Clock(h, m)}`);
}

const adds = [[10, 0, 3], [6, 41, 0], [0, 45, 40], [10, 0, 61], [0, 45, 160], [23, 59, 2], [5, 32, 1500], [1, 1, 3500]];
adds.forEach(([h, m, d]) => console.log(`${new Clock(h, m)} + ${d} -> ${new Clock(h, m).plus(d)}`));

const subs = [[10, 3, 3], [10, 3, 30], [10, 3, 70], [0, 3, 4], [0, 0, 160], [6, 15, 160], [5, 32, 1500], [2, 20, 3000]];
for (const [h, m, d] of subs) {
  const c = new Clock(h, m);
  console.log(c.toString() + " - " + d + " -> " + c.minus(d).toString());
}

const pairs = [
  [[15, 37], [15, 37]], [[15, 36], [15, 37]], [[14, 37], [15, 37]], [[10, 37], [34, 37]],
  [[3, 11], [99, 11]], [[22, 40], [-2, 40]], [[17, 3], [-31, 3]], [[13, 49], [-83, 49]],
  [[0, 1], [0, 1441]], [[2, 2], [2, 4322]], [[2, 40], [3, -20]], [[7, 32], [-12, -268]],
  [[18, 7], [-54, -11513]], [[24, 0], [0, 0]], [[0, 0], [-24, 0]],
];
const results = pairs.map(([a, b]) => new Clock(...a).equals(new Clock(...b)));
console.log(results);
console.log("equal count:", results.filter(Boolean).length);
const c = new Clock(10, 30);
console.log(c.hour, c.minute, String(c), typeof c.toString());
console.log(new Clock(5).equals("05:00"), [new Clock(1, 2), new Clock(3, 4)].map(String).join(", "));
console.log(Clock.parse("23:75").toString(), Clock.parse("07:05").plus(60 * 24 + 1).toString());
