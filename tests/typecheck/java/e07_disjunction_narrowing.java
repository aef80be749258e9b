// narrowed to Circle or Square, then cast to Circle
// expect: invalid-cast 9
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static int f(Shape s) {
        if (s instanceof Circle || s instanceof Square) {
            Circle c = (Circle) s;
            return 1;
        }
        return 0;
    }
}
