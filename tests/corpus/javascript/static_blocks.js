// features: static_blocks, static_members, class_declaration, class_expression
// Class-level setup in static initialisation blocks.
class Config {
  static defaults;
  static env = "test";
  static {
    Config.defaults = { retries: 3, timeout: 1000 };
    if (this.env === "test") this.defaults.timeout = 10;
  }
  static get(key) { return Config.defaults[key]; }
}
console.log(Config.defaults, Config.get("retries"));

class Units {
  static table = {};
  static {
    const names = ["mm", "cm", "m"];
    let factor = 1;
    for (const n of names) {
      this.table[n] = factor;
      factor *= n === "mm" ? 10 : 100;
    }
  }
  // blocks run in order, after the static fields above them
  static count;
  static { this.count = Object.keys(this.table).length; }
  static convert(v, from, to) { return (v * Units.table[from]) / Units.table[to]; }
}
console.log(Units.table, Units.count, Units.convert(250, "cm", "m"));

const Registry = class {
  static items = [];
  static {
    this.items.push("alpha");
    this.items.push("beta");
  }
};
console.log(Registry.items.join(","));

let log = [];
class Base {
  static { log.push("Base"); }
}
class Derived extends Base {
  static { log.push("Derived"); }
}
console.log(log, new Derived() instanceof Base);
