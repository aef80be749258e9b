// features: program, anonymous_class, interface_declaration, nested_static_class, uncaught_exception, object_methods
import java.util.*;
public class AnonymousClassNames {
    interface Shape { double area(); }
    static class Holder {
        Runnable make() {
            return new Runnable() {
                public void run() { System.out.println("inner " + getClass().getName()); }
            };
        }
    }
    public static void main(String[] args) {
        Shape sq = new Shape() { public double area() { return 4; } };
        Comparator<String> byLen = new Comparator<String>() {
            public int compare(String a, String b) { return Integer.compare(a.length(), b.length()); }
        };
        List<String> l = new ArrayList<>(List.of("ccc", "a", "bb"));
        l.sort(byLen);
        System.out.println(l + " " + sq.area() + " " + sq.getClass().getName() + " [" + sq.getClass().getSimpleName() + "] " + byLen.getClass().getName());
        new Holder().make().run();
        Shape bad = new Shape() {
            public double area() { throw new IllegalStateException("no area"); }
        };
        bad.area();
    }
}
