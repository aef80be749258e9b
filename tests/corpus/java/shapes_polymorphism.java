// features: program, abstract_class, inheritance, method_declaration, floating_point, string_format, array_list, super_method_call, interface_declaration
import java.util.ArrayList;
import java.util.List;

public class Shapes {
    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle(1.5));
        shapes.add(new Rectangle(3, 4));
        shapes.add(new Square(2.5));
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.describe());
            total += s.area();
        }
        System.out.printf("total area %.3f%n", total);
        System.out.println("perimeter of square: " + shapes.get(2).perimeter());
        Named n = shapes.get(0);
        System.out.println(n.label());
    }
}

interface Named {
    String name();
    default String label() { return "<" + name() + ">"; }
}

abstract class Shape implements Named {
    abstract double area();
    abstract double perimeter();
    public String describe() {
        return name() + " with area " + String.format("%.2f", area());
    }
}

class Circle extends Shape {
    private final double r;
    Circle(double r) { this.r = r; }
    double area() { return Math.PI * r * r; }
    double perimeter() { return 2 * Math.PI * r; }
    public String name() { return "Circle"; }
}

class Rectangle extends Shape {
    protected double w, h;
    Rectangle(double w, double h) { this.w = w; this.h = h; }
    double area() { return w * h; }
    double perimeter() { return 2 * (w + h); }
    public String name() { return "Rectangle"; }
}

class Square extends Rectangle {
    Square(double side) { super(side, side); }
    @Override
    public String name() { return "Square"; }
    @Override
    public String describe() { return super.describe() + " (a special rectangle)"; }
}
