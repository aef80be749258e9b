// features: parameter_property, access_modifier, readonly_modifier, inheritance, super_call, console_log_object, class_declaration
// A derived class's parameter properties are set after super(...) returns,
// so the base class's fields come first when the object is printed or
// serialised (tsc's emit order).
class Employee {
  constructor(public readonly id: number, public name: string) {}
  label(): string { return `#${this.id} ${this.name}`; }
}
class Manager extends Employee {
  constructor(id: number, name: string, private reports: string[], protected level = 1) {
    super(id, name);
  }
  label(): string { return `${super.label()} (L${this.level}, ${this.reports.length} reports)`; }
}
class Contractor extends Employee {
  rate = 0;
  constructor(id: number, name: string, public agency: string) {
    super(id, name);
    this.rate = 95;
  }
}
const staff: Employee[] = [new Employee(1, "Ann"), new Manager(2, "Bo", ["Ann", "Cy"], 3), new Contractor(3, "Cy", "Acme")];
for (const s of staff) console.log(s.label(), Object.keys(s).join(","));
console.log(staff);
console.log(JSON.stringify(staff[1]), JSON.stringify(staff[2]));
