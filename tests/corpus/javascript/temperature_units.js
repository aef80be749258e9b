// features: class_declaration, private_members, static_members, getters, setters, symbols, regex, switch, error_classes, json_stringify, console_log
class Temperature {
  #kelvin;
  constructor(kelvin) {
    if (!Number.isFinite(kelvin) || kelvin < 0) throw new RangeError(`invalid temperature: ${kelvin}K`);
    this.#kelvin = kelvin;
  }
  static fromCelsius(c) { return new Temperature(c + 273.15); }
  static fromFahrenheit(f) { return new Temperature((f - 32) * 5 / 9 + 273.15); }
  static parse(text) {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*°?\s*([CFK])\s*$/i.exec(text);
    if (!m) throw new SyntaxError(`cannot parse "${text}"`);
    const v = parseFloat(m[1]);
    switch (m[2].toUpperCase()) {
      case 'C': return Temperature.fromCelsius(v);
      case 'F': return Temperature.fromFahrenheit(v);
      default: return new Temperature(v);
    }
  }
  get celsius() { return this.#kelvin - 273.15; }
  set celsius(c) { this.#kelvin = c + 273.15; }
  get fahrenheit() { return this.celsius * 9 / 5 + 32; }
  get kelvin() { return this.#kelvin; }
  [Symbol.toPrimitive](hint) { return hint === 'string' ? this.toString() : this.#kelvin; }
  toString() { return `${this.celsius.toFixed(1)}°C`; }
  toJSON() { return { c: +this.celsius.toFixed(2) }; }
}

const inputs = ['25C', '98.6 F', '0 K', '-40°F', '100c', 'hot', '-300C', '300.15K'];
const temps = [];
for (const s of inputs) {
  try {
    const t = Temperature.parse(s);
    temps.push(t);
    console.log(`${s.padEnd(8)} = ${t.celsius.toFixed(2).padStart(8)} °C ${t.fahrenheit.toFixed(2).padStart(8)} °F ${t.kelvin.toFixed(2).padStart(7)} K`);
  } catch (e) {
    console.log(`${s.padEnd(8)} ! ${e.name}: ${e.message}`);
  }
}
const sorted = [...temps].sort((a, b) => a - b);
console.log(`coldest ${sorted[0]}, hottest ${sorted.at(-1)}, ${temps.length} valid`);
console.log(`${temps[0]}`, temps[0] + 0, temps[0] > temps[1], String(temps[2]));
const t = Temperature.fromCelsius(20);
t.celsius += 5;
console.log(t.celsius, JSON.stringify({ reading: t, list: temps.slice(0, 2) }));
console.log(t, Object.keys(t), typeof t.kelvin, 'celsius' in t);
const avg = temps.reduce((s, x) => s + x.celsius, 0) / temps.length;
console.log(avg.toFixed(3), Math.round(avg), avg.toPrecision(4));
