// open world: the cast is guarded by instanceof
// expect: none
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static Circle f(Shape s) {
        if (s instanceof Circle) {
            return (Circle) s;
        }
        return new Circle();
    }
}
