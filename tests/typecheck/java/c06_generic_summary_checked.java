// a generic method's result checked before the cast
// expect: none
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Box<T> {
    T item;
    T get() { return item; }
}
class Main {
    static Dog f(Box<Animal> b) {
        Animal a = b.get();
        if (a instanceof Dog) {
            return (Dog) a;
        }
        return new Dog();
    }
}
