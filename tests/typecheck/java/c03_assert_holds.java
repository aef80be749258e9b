// assert instanceof that holds after the early return
// expect: none
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static int f(Shape s) {
        if (!(s instanceof Circle)) {
            return 0;
        }
        assert s instanceof Circle;
        return 1;
    }
}
