// casting between unrelated interfaces compiles (a class may implement both)
// expect: invalid-cast 9
interface Pet {}
interface Wild {}
class Dog implements Pet {}
class Wolf implements Wild {}
class Main {
    static int f(Pet p) {
        Wild w = (Wild) p;
        return 1;
    }
}
