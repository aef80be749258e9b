// an assert in the last else: the earlier branches exclude Dog and Cat
// expect: none
class Animal {}
class Dog extends Animal {}
class Cat extends Animal {}
class Bird extends Animal {}
class Main {
    static int f(Animal x) {
        if (x instanceof Dog) {
            return 1;
        } else if (x instanceof Cat) {
            return 2;
        }
        assert !(x instanceof Dog) && !(x instanceof Cat);
        return 3;
    }
}
