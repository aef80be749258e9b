// a method's declared return type is its summary
// expect: invalid-cast 12
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Zoo {
    Animal get() { return new Cat(); }
}
class Main {
    static Dog f(Zoo z) {
        Animal a = z.get();
        return (Dog) a;
    }
}
