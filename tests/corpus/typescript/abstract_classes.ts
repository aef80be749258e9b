// features: abstract_class, abstract_method, class_declaration, inheritance, super_call, method_override
abstract class Animal {
  constructor(protected readonly name: string) {}
  abstract sound(): string;
  speak(): string {
    return `${this.name} says ${this.sound()}`;
  }
}

class Dog extends Animal {
  sound(): string { return "woof"; }
}

class Cat extends Animal {
  constructor(name: string, private lives: number = 9) {
    super(name);
  }
  sound(): string { return "meow"; }
  speak(): string {
    return super.speak() + ` (${this.lives} lives)`;
  }
}

abstract class Account {
  protected balance = 0;
  abstract fee(amount: number): number;
  withdraw(amount: number): number {
    const total = amount + this.fee(amount);
    if (total > this.balance) {
      throw new Error("insufficient funds");
    }
    this.balance -= total;
    return this.balance;
  }
  deposit(amount: number): void { this.balance += amount; }
}

class Checking extends Account {
  fee(_amount: number): number { return 1; }
}

class Savings extends Account {
  fee(amount: number): number { return amount * 0.1; }
}

const animals: Animal[] = [new Dog("Rex"), new Cat("Tom"), new Cat("Kit", 3)];
for (const a of animals) console.log(a.speak());

const accounts: Account[] = [new Checking(), new Savings()];
for (const acc of accounts) {
  acc.deposit(100);
  try {
    console.log(acc.withdraw(50));
    console.log(acc.withdraw(40));
    console.log(acc.withdraw(40));
  } catch (e) {
    console.log("error:", (e as Error).message);
  }
}
