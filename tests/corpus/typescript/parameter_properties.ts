// features: parameter_property, access_modifier, readonly_modifier, class_declaration, method_definition
class Point {
  constructor(public x: number, public y: number) {}
  add(o: Point): Point {
    return new Point(this.x + o.x, this.y + o.y);
  }
  toString(): string {
    return `(${this.x}, ${this.y})`;
  }
}

class Person {
  private static count = 0;
  readonly id: number;
  constructor(public readonly first: string, private last: string, protected age: number) {
    Person.count++;
    this.id = Person.count;
  }
  fullName(): string { return this.first + " " + this.last; }
  birthday(): number { return ++this.age; }
  static total(): number { return Person.count; }
}

const a = new Point(1, 2);
const b = new Point(10, 20);
const c = a.add(b);
console.log(c.x, c.y, c.toString());
console.log(`${a} + ${b} = ${c}`);

const p = new Person("Ada", "Lovelace", 36);
const q = new Person("Alan", "Turing", 41);
console.log(p.id, p.fullName(), p.birthday(), p.birthday());
console.log(q.id, q.fullName(), q.first);
console.log(Person.total());
