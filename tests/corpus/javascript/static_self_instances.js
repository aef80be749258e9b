// features: class_declaration, static_members, static_blocks, getters, console_log
// Static fields that are instances of their own class (named constants,
// a registry), initialised once the class exists, in declaration order.
class Color {
  static #count = 0;
  static RED = new Color("red", 255, 0, 0);
  static GREEN = new Color("green", 0, 255, 0);
  static BLUE = new Color("blue", 0, 0, 255);
  static ALL = [Color.RED, Color.GREEN, Color.BLUE];
  static DEFAULT = this.RED;
  static { Color.names = Color.ALL.map(c => c.name); }
  constructor(name, r, g, b) { this.name = name; this.rgb = [r, g, b]; Color.#count++; }
  get hex() { return "#" + this.rgb.map(v => v.toString(16).padStart(2, "0")).join(""); }
  static get created() { return Color.#count; }
  mix(o) { return new Color(`${this.name}-${o.name}`, ...this.rgb.map((v, i) => (v + o.rgb[i]) >> 1)); }
}
console.log(Color.RED, Color.BLUE.hex, Color.DEFAULT === Color.RED, Color.names);
console.log(Color.ALL.map(c => c.hex).join(" "), Color.created);
const purple = Color.RED.mix(Color.BLUE);
console.log(purple.name, purple.hex, Color.created);
