// features: method_declaration, interface_declaration, default_methods, method_overloading, inheritance
import java.util.ArrayList;
import java.util.List;

public class inherited_overloads {
    interface Sink {
        void put(byte b);
        default void put(byte[] data) { for (byte b : data) put(b); }
        default void put(String s, int times) { for (int i = 0; i < times; i++) put(s.getBytes()); }
    }

    static class Counter implements Sink {
        int count, sum;
        public void put(byte b) { count++; sum += b & 0xFF; }
    }

    static class Shape {
        String describe(int sides) { return sides + " sides"; }
        String describe(String name) { return "named " + name; }
    }

    static class Square extends Shape {
        String describe(double side) { return "square of side " + side; }
    }

    static class Tagged extends Square {
        @Override String describe(String name) { return "tagged " + super.describe(name); }
        String describe(boolean loud) { return loud ? "LOUD" : "quiet"; }
    }

    public static void main(String[] args) {
        Counter c = new Counter();
        c.put((byte) 7);
        c.put(new byte[] {1, 2, 3});
        c.put("ab", 3);
        Sink s = c;
        s.put(new byte[] {(byte) 200});
        System.out.println(c.count + " bytes, sum " + c.sum);

        Square sq = new Square();
        System.out.println(sq.describe(4));
        System.out.println(sq.describe("box"));
        System.out.println(sq.describe(2.5));
        Tagged t = new Tagged();
        List<Shape> shapes = new ArrayList<>(List.of(sq, t, new Shape()));
        for (Shape sh : shapes) System.out.println(sh.describe("x") + " / " + sh.describe(3));
        System.out.println(t.describe(1.5) + " / " + t.describe(true) + " / " + t.describe(6));
    }
}
