// assert over two of three subclasses: a Bird violates it
// expect: assert-may-fail 9
class Animal {}
class Dog extends Animal {}
class Cat extends Animal {}
class Bird extends Animal {}
class Main {
    static int f(Animal x) {
        assert x instanceof Dog || x instanceof Cat;
        return 1;
    }
}
