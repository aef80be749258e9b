// features: setters, getters, class_declaration, throw, try_catch
class Temperature {
  constructor(c) {
    this._c = c;
  }
  get celsius() {
    return this._c;
  }
  set celsius(v) {
    if (typeof v !== "number") throw new TypeError("celsius must be a number");
    this._c = v;
  }
  get fahrenheit() {
    return this._c * 9 / 5 + 32;
  }
  set fahrenheit(f) {
    this._c = (f - 32) * 5 / 9;
  }
}

const t = new Temperature(20);
console.log(t.celsius, t.fahrenheit);
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit);
t.celsius += 5;
console.log(t.celsius, t._c);
try {
  t.celsius = "hot";
} catch (e) {
  console.log(e.name, e.message);
}
const plain = { celsius: 1 };
plain.celsius = 2;
console.log(plain, t);
