// a variable that stays null on one path is dereferenced
// expect: none-dereference 12
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Main {
    static String f(boolean flag) {
        Animal a = null;
        if (flag) {
            a = new Dog();
        }
        return a.name;
    }
}
