// features: class_declaration, class_extends, super_call, super_method, static_members, instanceof, getters
class Animal {
  static registry = [];
  constructor(name, sound) {
    this.name = name;
    this.sound = sound;
    Animal.registry.push(name);
  }
  speak() {
    return `${this.name} says ${this.sound}`;
  }
  get kind() {
    return "animal";
  }
  toString() {
    return `Animal(${this.name})`;
  }
}

class Dog extends Animal {
  constructor(name) {
    super(name, "woof");
    this.tricks = [];
  }
  learn(trick) {
    this.tricks.push(trick);
    return this;
  }
  speak() {
    return super.speak() + "!";
  }
  get kind() {
    return "dog";
  }
}

class Puppy extends Dog {
  speak() {
    return super.speak().toUpperCase();
  }
}

const animals = [new Animal("cat", "meow"), new Dog("rex").learn("sit").learn("roll"), new Puppy("bit")];
for (const a of animals) {
  console.log(a.speak(), a.kind, a instanceof Dog, a instanceof Animal);
}
console.log(animals[1].tricks, animals[2].tricks.length);
console.log(Animal.registry, `${animals[0]}`, String(animals[2]));
console.log(animals[1]);
