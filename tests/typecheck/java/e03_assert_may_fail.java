// assert instanceof that a Square argument violates
// expect: assert-may-fail 8
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static int f(Shape s) {
        assert s instanceof Circle;
        return 1;
    }
}
