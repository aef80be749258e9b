// a generic method's summary: Box<Animal>.get() is an Animal
// expect: invalid-cast 12
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Box<T> {
    T item;
    T get() { return item; }
}
class Main {
    static Dog f(Box<Animal> b) {
        return (Dog) b.get();
    }
}
