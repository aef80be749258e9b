// features: program, nested_static_class, interface_declaration, instanceof_expression, inheritance, collections_utils, string_format, long_arithmetic, object_methods
import java.util.*;
public class NestedObjects {
    interface Const { int LIMIT = 3; String NAME = "c"; }
    static class Outer {
        static int shared = 7;
        static class Inner {
            int get() { return shared * 2; }
        }
    }
    static class Point implements Comparable<Point> {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        public int compareTo(Point o) { return x != o.x ? Integer.compare(x, o.x) : Integer.compare(y, o.y); }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    static class Base {
        protected int v = 1;
        Base() { init(); }
        void init() { v = 10; }
        int get() { return v; }
    }
    static class Derived extends Base {
        int w = 5;
        Derived() { super(); w += v; }
        @Override int get() { return super.get() + w; }
    }
    static String classify(Object o) {
        if (o instanceof Integer) return "int " + o;
        if (o instanceof String s) return "string of " + s.length();
        if (o instanceof Point) return "point " + o;
        return "other";
    }
    public static void main(String[] args) {
        System.out.println(Const.LIMIT + Const.NAME);
        System.out.println(new Outer.Inner().get());
        List<Point> ps = new ArrayList<>(List.of(new Point(2, 1), new Point(1, 5), new Point(1, 2)));
        Collections.sort(ps);
        System.out.println(ps);
        TreeSet<Point> tp = new TreeSet<>(ps);
        System.out.println(tp.first() + " " + tp.last());
        System.out.println(new Derived().get());
        Object[] objs = {42, "hello", new Point(0, 0), 3.5};
        for (Object o : objs) System.out.println(classify(o));
        int[] counts = new int[5];
        for (int i = 0; i < 20; i++) counts[i % 5] += i;
        System.out.println(Arrays.toString(counts));
        String csv = "name,age\nann,30\nbob,25";
        for (String line : csv.split("\n")) {
            String[] f = line.split(",");
            System.out.println(f[0].toUpperCase() + "|" + f[1]);
        }
        long sum = 0;
        for (int i = 1; i <= 100000; i++) sum += (long) i * i;
        System.out.println(sum);
        System.out.println(String.format("|%8.3f|%-5d|%5s|%08.2f|", Math.PI, 42, "ab", -3.14159));
    }
}
