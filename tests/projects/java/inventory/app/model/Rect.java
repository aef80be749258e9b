package app.model;

public class Rect extends Shape {
    private final int w, h;

    public Rect(int w, int h) {
        this.w = w;
        this.h = h;
    }

    public double area() {
        return w * h;
    }

    public String name() {
        return "rect(" + w + "x" + h + ")";
    }
}
