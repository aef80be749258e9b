// features: class_declaration, class_extends, super_call, super_method, static_members, getters, instanceof, this
class Shape {
  static count = 0;
  constructor(name) {
    this.name = name;
    Shape.count++;
  }
  area() {
    return 0;
  }
  describe() {
    return `${this.name} with area ${this.area().toFixed(2)}`;
  }
  static create(kind, size) {
    return kind === "circle" ? new Circle(size) : new Square(size);
  }
}

class Circle extends Shape {
  constructor(r) {
    super("circle");
    this.r = r;
  }
  area() {
    return Math.PI * this.r * this.r;
  }
  get diameter() {
    return this.r * 2;
  }
}

class Square extends Shape {
  constructor(side) {
    super("square");
    this.side = side;
  }
  area() {
    return this.side ** 2;
  }
  describe() {
    return "[" + super.describe() + "]";
  }
}

const shapes = [new Circle(1), new Square(3), Shape.create("circle", 2.5), Shape.create("square", 1.5)];
for (const s of shapes) console.log(s.describe());
console.log(Shape.count);
console.log(shapes[0].diameter, shapes[0] instanceof Shape, shapes[1] instanceof Circle);
console.log(shapes[1]);
const total = shapes.reduce((acc, s) => acc + s.area(), 0);
console.log(total.toFixed(3));
