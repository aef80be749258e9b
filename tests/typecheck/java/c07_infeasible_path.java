// a cast on an infeasible path: nothing is both a Circle and a Square
// expect: none
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static int f(Shape s) {
        if (s instanceof Circle) {
            if (s instanceof Square) {
                Square q = (Square) s;
                Circle c = (Circle) (Shape) q;
                return 2;
            }
            return 1;
        }
        return 0;
    }
}
