// seed: cast after an instanceof check for a sibling class (javac allows Shape -> Circle)
// expect: invalid-cast 9
interface Shape {}
class Circle implements Shape {}
class Square implements Shape {}
class Main {
    static Circle f(Shape s) {
        if (s instanceof Square) {
            Circle c = (Circle) s;
            return c;
        }
        return new Circle();
    }
}
