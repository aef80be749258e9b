abstract class Animal {
  constructor(public name: string) {}
  abstract sound(): string;
  speak(): string { return this.name + " says " + this.sound(); }
}
class Dog extends Animal { sound(): string { return "woof"; } }
class Cat extends Animal { sound(): string { return "meow"; } }
function chorus(xs: Animal[]): string[] { return xs.map((a) => a.speak()); }
const pets: Animal[] = [new Dog("rex"), new Cat("tom")];
console.log(chorus(pets).join("; "));
const d = new Dog("fido");
console.log(d.sound());
