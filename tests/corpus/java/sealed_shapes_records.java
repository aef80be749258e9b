// features: program, record_declaration, interface_declaration, default_methods, instanceof_expression, switch_expression, switch_arrow, text_block, labeled_statement, continue_statement, char_type, int_arithmetic, long_arithmetic, bitwise_operators, lambda_expression
import java.util.*;

public class Shapes {
    sealed interface Shape permits Circle, Rect, Tri {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {}
    record Tri(double a, double b, double c) implements Shape {}

    interface Named { String name(); default String greet() { return "I am " + name(); } }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        Tri t = (Tri) s;
        double p = (t.a() + t.b() + t.c()) / 2;
        return Math.sqrt(p * (p - t.a()) * (p - t.b()) * (p - t.c()));
    }

    static String describe(Object o) {
        if (o instanceof Circle c && c.r() > 1) return "big circle";
        if (o instanceof Shape) return "shape";
        if (o instanceof String s) return "string of " + s.length();
        return "other";
    }

    static int daysIn(String month) {
        return switch (month) {
            case "feb" -> 28;
            case "apr", "jun", "sep", "nov" -> 30;
            default -> 31;
        };
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>(List.of(new Circle(1.5), new Rect(2, 3.5), new Tri(3, 4, 5), new Circle(0.5)));
        shapes.sort(Comparator.comparingDouble(Shapes::area));
        for (Shape s : shapes) System.out.printf("%s -> %.3f%n", s, area(s));
        System.out.println(describe(new Circle(2)) + ", " + describe(new Circle(1)) + ", " + describe("hey") + ", " + describe(42));
        Named n = () -> "lambda";
        System.out.println(n.greet());
        int total = 0;
        for (String m : "jan feb mar apr may jun jul aug sep oct nov dec".split(" ")) total += daysIn(m);
        System.out.println("days " + total);
        System.out.println(new Rect(1, 2).equals(new Rect(1, 2)) + " " + new Rect(1, 2).hashCode() == new Rect(1, 2).hashCode() + "");
        String text = """
            Hello,
              World!
            """;
        System.out.print(text);
        var counts = new TreeMap<Character, Integer>();
        for (char ch : "mississippi".toCharArray()) counts.merge(ch, 1, Integer::sum);
        System.out.println(counts);
        outer:
        for (int i = 2; i < 30; i++) {
            for (int j = 2; j * j <= i; j++) if (i % j == 0) continue outer;
            System.out.print(i + " ");
        }
        System.out.println();
        char c = 'a';
        c += 2;
        System.out.println(c + " " + (c + 1) + " " + (char) (c + 1) + " " + Character.toUpperCase(c) + " " + (int) 'Z');
        long big = Integer.MAX_VALUE;
        big++;
        int wrap = Integer.MAX_VALUE;
        wrap++;
        System.out.println(big + " " + wrap + " " + (-7 / 2) + " " + (-7 % 2) + " " + Math.floorMod(-7, 2) + " " + (1 << 33) + " " + (1L << 33) + " " + (-16 >>> 28));
    }
}
