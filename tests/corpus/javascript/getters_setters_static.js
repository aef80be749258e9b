// features: getters, static_members, class_declaration, class_fields
class Temperature {
  constructor(celsius) {
    this.celsius = celsius;
  }
  get fahrenheit() {
    return this.celsius * 1.8 + 32;
  }
  static fromFahrenheit(f) {
    return new Temperature((f - 32) / 1.8);
  }
  static compare(a, b) {
    return a.celsius - b.celsius;
  }
}
class Temp2 {
  static unit = "C";
  static describe(t) {
    return `${t.celsius}°${Temp2.unit}`;
  }
}

const temps = [new Temperature(25), Temperature.fromFahrenheit(212), new Temperature(-40)];
temps.sort(Temperature.compare);
for (const t of temps) console.log(t.celsius, t.fahrenheit, Temp2.describe(t));
console.log(Temp2.unit);
