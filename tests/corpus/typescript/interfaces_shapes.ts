// features: interface_declaration, class_declaration, implements_clause, method_definition, array_methods, math_object, property_signature
interface Shape {
  readonly name: string;
  area(): number;
  perimeter(): number;
}

class Circle implements Shape {
  readonly name = "circle";
  constructor(private radius: number) {}
  area(): number { return Math.PI * this.radius * this.radius; }
  perimeter(): number { return 2 * Math.PI * this.radius; }
}

class Rect implements Shape {
  name: string;
  width: number;
  height: number;
  constructor(w: number, h: number) {
    this.name = "rect";
    this.width = w;
    this.height = h;
  }
  area(): number { return this.width * this.height; }
  perimeter(): number { return 2 * (this.width + this.height); }
}

class Square extends Rect {
  constructor(side: number) {
    super(side, side);
    this.name = "square";
  }
}

const shapes: Shape[] = [new Circle(1), new Rect(3, 4), new Square(5), new Circle(2.5)];
for (const s of shapes) {
  console.log(`${s.name}: area=${s.area().toFixed(2)} perimeter=${s.perimeter().toFixed(2)}`);
}
const total = shapes.reduce((acc, s) => acc + s.area(), 0);
console.log("total area", total.toFixed(3));
const largest = shapes.reduce((a, b) => (a.area() >= b.area() ? a : b));
console.log("largest:", largest.name);
