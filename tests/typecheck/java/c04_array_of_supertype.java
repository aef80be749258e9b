// an array of the supertype accepts every subclass
// expect: none
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Main {
    static void f() {
        Animal[] arr = new Animal[2];
        arr[0] = new Cat();
        arr[1] = new Dog();
    }
}
