// features: bitwise_operators, class_declaration, array_methods, static_members, object_static, console_log
class Allergies {
  static ITEMS = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"];

  #unused = 0;

  constructor(score) {
    this.score = score & 0xff;
  }

  allergicTo(item) {
    const index = Allergies.ITEMS.indexOf(item);
    if (index < 0) throw new RangeError(`unknown allergen ${item}`);
    return (this.score & (1 << index)) !== 0;
  }

  list() {
    return Allergies.ITEMS.filter((item) => this.allergicTo(item));
  }
}

const checks = [
  ["eggs", 0], ["eggs", 1], ["eggs", 3], ["eggs", 2], ["eggs", 255],
  ["peanuts", 2], ["peanuts", 7], ["peanuts", 5], ["shellfish", 14], ["shellfish", 10],
  ["strawberries", 28], ["tomatoes", 20], ["chocolate", 48], ["pollen", 64], ["cats", 192], ["cats", 127],
];
for (const [item, score] of checks) {
  console.log(`${String(score).padStart(3)} ${item.padEnd(13)} ${new Allergies(score).allergicTo(item)}`);
}

for (const score of [0, 1, 5, 8, 248, 255, 509, 257]) {
  const list = new Allergies(score).list();
  console.log(score, list.length, list);
}

const summary = {};
for (let s = 0; s < 256; s += 17) {
  for (const item of new Allergies(s).list()) {
    summary[item] = (summary[item] ?? 0) + 1;
  }
}
console.log(summary);
console.log(Object.entries(summary).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k, v]) => `${k}=${v}`).join(" "));

try {
  new Allergies(1).allergicTo("dust");
} catch (e) {
  console.log(e instanceof RangeError, e.message);
}
console.log((255).toString(2), (509 & 0xff).toString(2).padStart(8, "0"), ~5, -1 >>> 28);
