// Java arrays are covariant: the store throws ArrayStoreException
// expect: incompatible-assignment 9
class Animal { String name = ""; }
class Dog extends Animal {}
class Cat extends Animal {}
class Main {
    static void f() {
        Animal[] arr = new Dog[2];
        arr[0] = new Cat();
    }
}
