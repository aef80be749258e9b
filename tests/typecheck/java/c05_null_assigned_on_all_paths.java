// the variable is assigned on every path before use
// expect: none
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Main {
    static String f(boolean flag) {
        Animal a = null;
        if (flag) {
            a = new Dog();
        } else {
            a = new Cat();
        }
        return a.name;
    }
}
