// features: method_overloading, generic_methods, varargs, wrapper_boxing, class_declaration, inheritance, interface_declaration
import java.util.*;

// A report printer whose overloads are chosen the way javac chooses them: by the static
// types of the arguments (most specific first, then boxing, then varargs).
public class OverloadDispatchReport {
    interface Shape { double area(); }
    static class Circle implements Shape {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return Math.PI * r * r; }
        public String toString() { return "Circle(" + r + ")"; }
    }
    static class Square implements Shape {
        final double side;
        Square(double side) { this.side = side; }
        public double area() { return side * side; }
        public String toString() { return "Square(" + side + ")"; }
    }
    static class UnitSquare extends Square {
        UnitSquare() { super(1); }
    }

    static class Printer {
        private final StringBuilder log = new StringBuilder();
        void describe(Object o) { log.append("object:").append(o).append('\n'); }
        void describe(String s) { log.append("text:").append(s.toUpperCase()).append('\n'); }
        void describe(Integer i) { log.append("integer:").append(i * 2).append('\n'); }
        void describe(CharSequence cs) { log.append("chars:").append(cs.length()).append('\n'); }
        void describe(Shape s) { log.append(String.format("shape:%.2f%n", s.area())); }
        void describe(Square s) { log.append("square side ").append(s.side).append('\n'); }
        void describe(List<?> xs) { log.append("list of ").append(xs.size()).append('\n'); }
        void describe(Collection<?> xs) { log.append("collection of ").append(xs.size()).append('\n'); }
        void describe(Set<?> xs) { log.append("set of ").append(xs.size()).append('\n'); }
        String text() { return log.toString(); }
    }

    static class VerbosePrinter extends Printer {
        @Override void describe(Square s) { super.describe(s); super.describe((Shape) s); }
    }

    static String kind(long x) { return "long " + x; }
    static String kind(double x) { return "double " + x; }
    static String kind(Object x) { return "Object " + x; }
    static String widen(int a, long b) { return "int,long"; }
    static String widen(long a, int b) { return "long,int"; }
    static String box(Integer x) { return "Integer"; }
    static String box(Number x) { return "Number"; }
    static String sum(int... xs) { return "varargs(" + xs.length + ")"; }
    static String sum(int a, int b) { return "pair"; }
    static String sum(Object a, Object b) { return "objects"; }
    static String join(String sep, Object... parts) {
        StringJoiner j = new StringJoiner(sep);
        for (Object p : parts) j.add(String.valueOf(p));
        return j.toString();
    }
    static String join(String sep, String first) { return "single " + first; }
    static String kindOf(Object o) { return "object"; }
    static String kindOf(String s) { return "string"; }
    static String kindOf(boolean b) { return "flag"; }
    static String handle(RuntimeException e) { return "runtime " + e.getMessage(); }
    static String handle(IllegalArgumentException e) { return "illegal " + e.getMessage(); }
    static String handle(Exception e) { return "checked " + e.getMessage(); }

    public static void main(String[] args) {
        Printer p = new Printer();
        Object hidden = "hidden string";
        CharSequence seq = new StringBuilder("abc");
        Shape roundAsShape = new Circle(1.5);
        Square sq = new UnitSquare();
        p.describe("hello");
        p.describe(21);
        p.describe(hidden);
        p.describe(seq);
        p.describe(new StringBuilder("xy"));
        p.describe(roundAsShape);
        p.describe(new Circle(2));
        p.describe(sq);
        p.describe((Shape) sq);
        p.describe(new ArrayList<>(List.of(1, 2, 3)));
        p.describe(new TreeSet<>(Set.of("a", "b")));
        p.describe(new ArrayDeque<>(List.of(4, 5)));
        p.describe((Collection<Integer>) List.of(9));
        p.describe(3.25);
        p.describe((Object) 7);
        System.out.print(p.text());

        Printer v = new VerbosePrinter();
        v.describe(new Square(3));
        v.describe("verbose");
        System.out.print(v.text());

        char c = 'A';
        short s = 4;
        System.out.println(kind(5) + " | " + kind(c) + " | " + kind(s) + " | " + kind(2.5f) + " | " + kind("five"));
        System.out.println(kind(Integer.valueOf(8)) + " | " + widen(1, 2L) + " | " + widen(1L, 2));
        System.out.println(box(3) + " " + box(3L) + " " + box(Integer.valueOf(4)));
        System.out.println(sum(1, 2) + " " + sum(1) + " " + sum() + " " + sum(1, 2, 3) + " " + sum("a", 2) + " " + sum(1, 2L));
        System.out.println(join(", ", "only") + " / " + join(", ", "a", "b") + " / " + join("-", 1, 2, 3));
        System.out.println(handle(new IllegalArgumentException("bad")) + "; " + handle(new NumberFormatException("nf"))
                + "; " + handle(new IllegalStateException("state")) + "; " + handle(new Exception("io")));
        RuntimeException wide = new IllegalArgumentException("declared wide");
        System.out.println(handle(wide));
        String word = "report";
        System.out.println(kindOf(word.getClass()) + " " + kindOf(word.regionMatches(0, "rep", 0, 3)) + " "
                + kindOf(word.contentEquals("report")) + " " + kindOf(word.substring(2)) + " " + kindOf(word.length()));
    }
}
