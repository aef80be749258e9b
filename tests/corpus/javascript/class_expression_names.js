// features: class_expression, console_log
// An anonymous class expression takes the name of what it is bound to.
const Declared = class {};
let Assigned;
Assigned = class {
  describe() { return "assigned"; }
};
class Base {}
const registry = {
  Shape: class {},
  Circle: class extends Base {},
  Explicit: class Inner {},
};
console.log(Declared.name, Assigned.name, new Assigned().describe());
console.log(registry.Shape.name, registry.Circle.name, registry.Explicit.name);
console.log(registry);
console.log([Declared, Assigned]);
const made = new registry.Shape();
console.log(made, made.constructor.name);
