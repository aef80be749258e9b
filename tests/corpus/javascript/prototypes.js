// features: prototype, object_methods, instanceof, new_expression
// Prototype-based objects: Object.create, constructor functions, chains.
const animal = {
  describe() { return this.name + " says " + this.sound(); },
  sound() { return "..."; },
};
const dog = Object.create(animal);
dog.name = "Rex";
dog.sound = function () { return "woof"; };
const cat = Object.create(animal, { name: { value: "Tom" } });
console.log(dog.describe(), cat.describe());
console.log(Object.getPrototypeOf(dog) === animal, "describe" in dog, dog.hasOwnProperty("describe"));
console.log(dog, Object.keys(dog));

// a longer chain, with lookups falling through each level
const base = { greet() { return "hello from " + this.level; }, level: "base" };
const mid = Object.create(base);
mid.level = "mid";
const leaf = Object.create(mid);
console.log(leaf.greet(), leaf.level);
Object.setPrototypeOf(leaf, base);
console.log(leaf.level);

// pre-class constructor functions
function Shape(name) {
  this.name = name;
}
Shape.prototype.area = function () { return 0; };
Shape.prototype.toString = function () { return this.name + " with area " + this.area(); };

function Square(side) {
  Shape.call(this, "square");
  this.side = side;
}
Square.prototype = Object.create(Shape.prototype);
Square.prototype.area = function () { return this.side * this.side; };

const s = new Square(3);
const plain = new Shape("blob");
console.log(String(s), String(plain));
console.log(s instanceof Square, s instanceof Shape, plain instanceof Square);
console.log(plain);

// dictionaries without a prototype
const registry = Object.create(null);
registry.a = 1;
console.log(registry, Object.getPrototypeOf({}) === Object.prototype);

// borrowing a class method through its prototype
class Point {
  constructor(x, y) { this.x = x; this.y = y; }
  norm1() { return Math.abs(this.x) + Math.abs(this.y); }
}
console.log(Point.prototype.norm1.call({ x: -2, y: 5 }), Object.getPrototypeOf(new Point(1, 2)) === Point.prototype);

// the constructor link, mixins onto a class's prototype, borrowed built-ins
function Timer() { this.ticks = 0; }
Timer.prototype.tick = function () { this.ticks += 1; return this; };
const t = new Timer();
console.log(t.tick().tick().ticks, t.constructor === Timer);
const greeter = { hello() { return "hi " + this.name; } };
class Employee { constructor(name) { this.name = name; } }
Object.assign(Employee.prototype, greeter);
console.log(new Employee("eve").hello());
function tail() { return Array.prototype.slice.call(arguments, 1); }
console.log(tail(1, 2, 3), Object.prototype.hasOwnProperty.call({ a: 1 }, "a"), Array.prototype.join.call([1, 2], "-"));
