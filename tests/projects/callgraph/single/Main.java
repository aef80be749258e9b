interface Shape { double area(); }
class Sq implements Shape { double s; Sq(double s) { this.s = s; } public double area() { return s * s; } }
class Circ implements Shape { double r; Circ(double r) { this.r = r; } public double area() { return helper() * r; } double helper() { return 3.14; } }
public class Main {
  static double total(Shape[] xs) { double t = 0; for (Shape x : xs) t += x.area(); return t; }
  public static void main(String[] args) { Shape[] xs = { new Sq(2), new Circ(1) }; System.out.println(total(xs)); }
}
