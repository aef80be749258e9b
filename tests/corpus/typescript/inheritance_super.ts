// features: inheritance, super_call, method_override, class_declaration, field_definition, instanceof_operator
class Vehicle {
  wheels: number = 4;
  constructor(public make: string, public speed: number = 0) {}
  accelerate(by: number): void {
    this.speed += by;
  }
  describe(): string {
    return `${this.make} going ${this.speed}`;
  }
}

class Truck extends Vehicle {
  cargo: number;
  constructor(make: string, cargo: number) {
    super(make);
    this.cargo = cargo;
    this.wheels = 6;
  }
  accelerate(by: number): void {
    super.accelerate(by / 2);
  }
  describe(): string {
    return super.describe() + ` with ${this.cargo}t on ${this.wheels} wheels`;
  }
}

class SportsCar extends Vehicle {
  accelerate(by: number): void {
    super.accelerate(by * 2);
  }
}

class Race extends SportsCar {
  describe(): string {
    return "[race] " + super.describe();
  }
}

const fleet: Vehicle[] = [new Vehicle("Generic"), new Truck("Volvo", 12), new SportsCar("Ferrari"), new Race("McLaren", 10)];
for (const v of fleet) {
  v.accelerate(20);
  console.log(v.describe());
}
const r = fleet[3];
console.log(r instanceof Race, r instanceof SportsCar, r instanceof Vehicle, r instanceof Truck);
console.log(fleet.map((v) => v.wheels).join(","));
