// a cross-interface cast guarded by instanceof
// expect: none
interface Pet {}
interface Wild {}
class Dog implements Pet {}
class Wolf implements Wild {}
class Main {
    static int f(Pet p) {
        if (p instanceof Wild) {
            Wild w = (Wild) p;
            return 1;
        }
        return 0;
    }
}
