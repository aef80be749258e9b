// open world: an unknown implementation of Shape may reach the cast
// expect: invalid-cast 11
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static Circle f(Shape s) {
        if (s instanceof Square) {
            return new Circle();
        }
        return (Circle) s;
    }
}
