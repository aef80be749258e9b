// features: parameter_property, class_declaration, field_definition, type_annotation, default_parameter
// Parameter properties are assigned before the class's own field
// initialisers (tsc's emit), so Object.keys and printing follow that order.
class Account {
  balance: number = 0;
  history: string[] = [];
  constructor(public owner: string, private readonly currency: string, protected limit = 100) {
    this.history.push(`opened for ${owner}`);
  }
  describe(): string {
    return `${this.owner} ${this.balance} ${this.currency} (limit ${this.limit})`;
  }
}
const a = new Account("ana", "EUR");
console.log(Object.keys(a), a.describe());
console.log(a);

class Savings extends Account {
  rate = 0.02;
  constructor(owner: string, public years: number) {
    super(owner, "USD", 500);
    this.history.push(`savings for ${years} years`);
  }
}
const s = new Savings("ben", 3);
console.log(Object.keys(s));
console.log(s, JSON.stringify(s));
