// a generic field's declared type: Holder<Animal>.value is an Animal
// expect: invalid-cast 11
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Holder<T> {
    T value;
}
class Main {
    static Dog f(Holder<Animal> h) {
        return (Dog) h.value;
    }
}
