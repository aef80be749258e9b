// features: meta_property, class_declaration, abstract_class, number_formatting
// Extensions register themselves under the name of the class `new` was called
// with (new.target), a base refuses direct construction, and a report
// prints signed amounts with toFixed (a tiny negative stays "-0.00").
abstract class Extension {
  static readonly registry = new Map<string, Extension>();
  readonly id: string;

  constructor(readonly priority: number) {
    if (new.target === Extension) throw new TypeError("Extension is abstract");
    this.id = new.target.name.toLowerCase();
    const label = () => `${new.target.name}@${priority}`;
    Extension.registry.set(this.id, this);
    console.log("registered", label());
  }

  abstract run(input: number): number;
}

class Doubler extends Extension {
  constructor() {
    super(10);
  }
  run(x: number): number {
    return x * 2;
  }
}

class Offset extends Extension {
  constructor(private readonly delta: number) {
    super(5);
    console.log("Offset built as", new.target === Offset ? "itself" : new.target.name);
  }
  run(x: number): number {
    return x + this.delta;
  }
}

class TinyOffset extends Offset {
  constructor() {
    super(-1e-9);
  }
}

class ValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

new Doubler();
new Offset(-0.25);
new TinyOffset();
for (const [id, p] of [...Extension.registry].sort((a, b) => b[1].priority - a[1].priority || (a[0] < b[0] ? -1 : 1))) {
  console.log(id.padEnd(10), p.run(0).toFixed(2), p.run(-0.001).toFixed(2), p.run(1.5).toFixed(3));
}
try {
  throw new ValidationError("bad input");
} catch (e) {
  console.log(String(e), e instanceof ValidationError);
}
const amounts = [-0.004, -0.005, -0, 0, -1e-12, 2.345, -2.345];
console.log(amounts.map((a) => a.toFixed(2)).join(" "));
console.log((-1e-7).toFixed(0), (-0.5).toFixed(0), (-1.5).toFixed(0), (-0.0000001).toFixed(5));
