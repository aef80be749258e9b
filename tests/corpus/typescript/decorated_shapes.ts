// features: decorator, abstract_class, abstract_method, override_modifier, parameter_property, readonly_modifier, inheritance, method_override
function logged(target: any, context: ClassMethodDecoratorContext) {
  const name = String(context.name);
  return function (this: any, ...args: any[]) {
    console.log(`-> ${name}(${args.join(", ")})`);
    const result = target.call(this, ...args);
    console.log(`<- ${name} = ${result}`);
    return result;
  };
}

abstract class Shape {
  abstract readonly kind: string;
  abstract area(): number;
  describe(): string {
    return `${this.kind} with area ${this.area().toFixed(2)}`;
  }
}

class Circle extends Shape {
  readonly kind = "circle";
  constructor(private r: number) { super(); }
  @logged
  area(): number { return Math.PI * this.r * this.r; }
}

class Rect extends Shape {
  override readonly kind: string = "rect";
  constructor(protected w: number, protected h: number) { super(); }
  @logged
  area(): number { return this.w * this.h; }
}

class Square extends Rect {
  override readonly kind = "square";
  constructor(side: number) { super(side, side); }
  override describe(): string { return "[sq] " + super.describe(); }
}

const shapes: Shape[] = [new Circle(1.5), new Rect(2, 3.5), new Square(4)];
for (const s of shapes) console.log(s.describe());
const total = shapes.reduce((acc, s) => acc + s.area(), 0);
console.log("total", total.toFixed(3));
