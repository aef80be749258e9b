// upcasts along a class chain and an interface are always safe
// expect: none
interface Named {}
class A implements Named {}
class B extends A {}
class C extends B {}
class Main {
    static Named f(C c) {
        B b = c;
        A a = (A) b;
        Named n = a;
        return n;
    }
}
