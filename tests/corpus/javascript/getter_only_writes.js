// features: getters, setters, class_declaration, try_catch
// Read-only views: writing a property that has only a getter is ignored in
// sloppy code and a TypeError in strict code (a class body is strict).
class Thermometer {
  #celsius = 20;
  get celsius() { return this.#celsius; }
  get fahrenheit() { return this.#celsius * 9 / 5 + 32; }
  set fahrenheit(f) { this.#celsius = Math.round((f - 32) * 5 / 9); }
  calibrate(c) {
    try {
      this.celsius = c;  // strict: a class body
    } catch (e) {
      return `${e.name}: ${e.message}`;
    }
    return 'written';
  }
}

class Outdoor extends Thermometer {
  get fahrenheit() { return this.celsius * 9 / 5 + 32; }  // overrides the pair with a getter only
}

const t = new Thermometer();
t.celsius = 35;  // sloppy code: ignored
console.log(t.celsius, t.fahrenheit, t);
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit);
console.log(t.calibrate(0), t.celsius);

const o = new Outdoor();
o.fahrenheit = 50;
console.log(o.fahrenheit, o.celsius, Object.keys(o));

const config = {
  _port: 8080,
  get port() { return this._port; },
  get url() { return `http://localhost:${this.port}`; },
  set url(v) { this._port = Number(v.split(':').pop()); },
};
config.port = 9999;
config.url = 'http://localhost:3000';
console.log(config.port, config.url);

const fixed = Object.defineProperty({}, 'id', { get() { return 42; }, enumerable: true });
fixed.id = 7;
console.log(fixed.id, fixed);

function strictWrite(obj, key, value) {
  'use strict';
  try {
    obj[key] = value;
    return 'ok';
  } catch (e) {
    return e.constructor.name;
  }
}
console.log(strictWrite(config, 'url', 'http://x:1'), config.port);

// a function's own 'use strict' makes its writes strict
function lockPort(cfg) {
  'use strict';
  try {
    cfg.port = 1;
    return 'changed';
  } catch (e) {
    return `${e.name}: ${e.message}`;
  }
}
const relaxed = (cfg) => { cfg.port = 1; return 'ignored'; };
console.log(lockPort(config), relaxed(config), config.port);
