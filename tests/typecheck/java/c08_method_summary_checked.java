// a method's result narrowed before the cast
// expect: none
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Zoo {
    Animal get() { return new Cat(); }
}
class Main {
    static Dog f(Zoo z) {
        Animal a = z.get();
        if (a instanceof Dog) {
            return (Dog) a;
        }
        return null;
    }
}
