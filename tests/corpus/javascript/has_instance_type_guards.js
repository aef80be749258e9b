// features: symbols, class_declaration, class_extends, instanceof, static_members, loose_equality
// Duck-typed runtime checks through [Symbol.hasInstance]: `x instanceof Iterable`
// asks the class, not the prototype chain.
class Iterable {
  static [Symbol.hasInstance](x) {
    return x != null && typeof x[Symbol.iterator] === 'function';
  }
}

const Numeric = {
  [Symbol.hasInstance]: (x) => typeof x === 'number' && !Number.isNaN(x),
};

class Shape {}
class Circle extends Shape {
  constructor(r) {
    super();
    this.r = r;
  }
}
class Square extends Shape {
  static [Symbol.hasInstance](x) {
    return typeof x === 'object' && x !== null && 'side' in x;
  }
}

const samples = [[1, 2], 'text', new Map(), 42, NaN, { side: 3 }, new Circle(1), null, new Set([1])];
for (const s of samples) {
  const kinds = [];
  if (s instanceof Iterable) kinds.push('iterable');
  if (s instanceof Numeric) kinds.push('numeric');
  if (s instanceof Shape) kinds.push('shape');
  if (s instanceof Square) kinds.push('square');
  if (s instanceof Circle) kinds.push('circle');
  console.log(String(s).padEnd(16), kinds.join(',') || '-');
}

// A proxy is an instance of whatever its target is.
const watched = new Proxy(new Circle(2), {});
console.log(watched instanceof Circle, watched instanceof Shape, watched.r);

// Loose equality converts an object with the default hint: [Symbol.toPrimitive], then valueOf.
class Version {
  constructor(major, minor) {
    Object.assign(this, { major, minor });
  }
  [Symbol.toPrimitive](hint) {
    return hint === 'number' ? this.major * 1000 + this.minor : `${this.major}.${this.minor}`;
  }
}
const v = new Version(2, 5);
const cents = { valueOf: () => 250, toString: () => '$2.50' };
console.log(v == '2.5', v > 2004, `${v}`, cents == 250, cents == '$2.50', String(cents), [v] == '2.5', v == new Version(2, 5));
