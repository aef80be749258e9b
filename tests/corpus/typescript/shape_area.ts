// features: abstract_class, abstract_method, static_member, parameter_property, readonly_modifier, access_modifier, inheritance, super_call, method_override, default_parameter, math_object, try_statement, instanceof_operator, console_log_object, as_expression, number_formatting
abstract class Shape {
  private static count = 0;
  readonly id: number;
  constructor(public readonly label: string) {
    this.id = ++Shape.count;
  }
  abstract area(): number;
  abstract perimeter(): number;
  describe(): string {
    return `#${this.id} ${this.label}: area=${this.area().toFixed(2)} perimeter=${this.perimeter().toFixed(2)}`;
  }
  static created(): number {
    return Shape.count;
  }
}

class Circle extends Shape {
  constructor(private radius: number) {
    super("circle");
  }
  area(): number { return Math.PI * this.radius ** 2; }
  perimeter(): number { return 2 * Math.PI * this.radius; }
}

class Rect extends Shape {
  constructor(protected w: number, protected h: number, label = "rect") {
    super(label);
  }
  area(): number { return this.w * this.h; }
  perimeter(): number { return 2 * (this.w + this.h); }
}

class Square extends Rect {
  constructor(side: number) {
    super(side, side, "square");
  }
  describe(): string {
    return super.describe() + ` side=${this.w}`;
  }
}

class Triangle extends Shape {
  constructor(private a: number, private b: number, private c: number) {
    super("triangle");
    if (a + b <= c || a + c <= b || b + c <= a) throw new Error(`invalid triangle ${a},${b},${c}`);
  }
  perimeter(): number { return this.a + this.b + this.c; }
  area(): number {
    const s = this.perimeter() / 2;
    return Math.sqrt(s * (s - this.a) * (s - this.b) * (s - this.c));
  }
}

const shapes: Shape[] = [new Circle(1.5), new Rect(3, 4), new Square(2.5), new Triangle(3, 4, 5)];
try {
  shapes.push(new Triangle(1, 2, 10));
} catch (e) {
  console.log("rejected:", (e as Error).message);
}
shapes.forEach((s) => console.log(s.describe()));
const largest = shapes.reduce((best, s) => (s.area() > best.area() ? s : best));
console.log("largest:", largest.label);
const byKind = shapes.reduce<Record<string, number>>((acc, s) => {
  acc[s.constructor.name] = (acc[s.constructor.name] ?? 0) + 1;
  return acc;
}, {});
console.log(byKind);
console.log("created:", Shape.created());
console.log("square is rect:", shapes[2] instanceof Rect, "circle is rect:", shapes[0] instanceof Rect);
const total = shapes.map((s) => s.area()).reduce((a, b) => a + b, 0);
console.log("total area:", Math.round(total * 1000) / 1000);
