// seed: cast after the matching instanceof check
// expect: none
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static Circle f(Shape s) {
        if (s instanceof Circle) {
            Circle c = (Circle) s;
            return c;
        }
        return new Circle();
    }
}
