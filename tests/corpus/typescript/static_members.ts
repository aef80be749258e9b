// features: static_member, getter_setter, class_declaration, access_modifier, field_definition
class Temperature {
  static readonly ABSOLUTE_ZERO = -273.15;
  private static instances = 0;
  private _celsius = 0;

  constructor(c: number) {
    this.celsius = c;
    Temperature.instances++;
  }

  get celsius(): number {
    return this._celsius;
  }

  set celsius(v: number) {
    if (v < Temperature.ABSOLUTE_ZERO) {
      throw new Error("below absolute zero");
    }
    this._celsius = v;
  }

  get fahrenheit(): number {
    return this._celsius * 9 / 5 + 32;
  }

  set fahrenheit(f: number) {
    this.celsius = (f - 32) * 5 / 9;
  }

  static count(): number {
    return Temperature.instances;
  }

  static fromFahrenheit(f: number): Temperature {
    const t = new Temperature(0);
    t.fahrenheit = f;
    return t;
  }
}

const t = new Temperature(100);
console.log(t.celsius, t.fahrenheit);
t.fahrenheit = 32;
console.log(t.celsius);
const u = Temperature.fromFahrenheit(212);
console.log(u.celsius);
console.log(Temperature.count(), Temperature.ABSOLUTE_ZERO);
try {
  t.celsius = -300;
} catch (e) {
  console.log((e as Error).message);
}
console.log(t.celsius);

class IdGen {
  static next = 1;
  static take(): number { return IdGen.next++; }
}
console.log(IdGen.take(), IdGen.take(), IdGen.take(), IdGen.next);
