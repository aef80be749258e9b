// features: abstract_class, abstract_method, parameter_property, access_modifier, override_modifier, static_member, implements_clause, generic_type, inheritance
abstract class Shape {
  static count = 0;
  constructor(public readonly name: string) { Shape.count++; }
  abstract area(): number;
  abstract perimeter(): number;
  describe(): string { return `${this.name}: area=${this.area().toFixed(2)} perim=${this.perimeter().toFixed(2)}`; }
}
class Circle extends Shape {
  constructor(private r: number) { super("circle"); }
  area() { return Math.PI * this.r ** 2; }
  perimeter() { return 2 * Math.PI * this.r; }
}
class Rect extends Shape {
  constructor(protected w: number, protected h: number, name = "rect") { super(name); }
  area() { return this.w * this.h; }
  perimeter() { return 2 * (this.w + this.h); }
}
class Square extends Rect {
  constructor(side: number) { super(side, side, "square"); }
  override describe(): string { return super.describe() + " (regular)"; }
}
const shapes: Shape[] = [new Circle(1), new Rect(2, 3.5), new Square(4)];
shapes.forEach(s => console.log(s.describe()));
console.log("count", Shape.count);
const total = shapes.reduce((acc, s) => acc + s.area(), 0);
console.log(total.toFixed(3));
const largest = shapes.slice().sort((a, b) => b.area() - a.area())[0];
console.log(largest.name, largest instanceof Rect, largest instanceof Square, largest.constructor.name);
console.log(shapes[1]);
console.log(JSON.stringify(shapes));
interface Comparable<T> { compareTo(o: T): number }
class Money implements Comparable<Money> {
  constructor(readonly cents: number, readonly cur: string = "USD") {}
  compareTo(o: Money) { return this.cents - o.cents; }
  toString() { return `${(this.cents / 100).toFixed(2)} ${this.cur}`; }
}
const ms = [new Money(1999), new Money(250), new Money(100000, "EUR")];
console.log(ms.sort((a, b) => a.compareTo(b)).map(String));
