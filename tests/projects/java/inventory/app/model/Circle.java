package app.model;

public class Circle extends Shape {
    public static int made = 0;
    private final double r;

    public Circle(double r) {
        this.r = r;
        made++;
    }

    public double area() {
        return Math.PI * r * r;
    }

    public String name() {
        return "circle(" + (int) r + ")";
    }
}
