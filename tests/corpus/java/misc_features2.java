// features: program, enum_declaration, default_methods, interface_declaration, instance_initializer, record_declaration, object_methods, arrays, wrapper_boxing, math_class, wrapper_classes, ternary_expression, text_block, var_declaration, string_builder, string_format, string_switch
import java.util.*;

public class Misc2 {
    enum Op {
        ADD("+") { int apply(int a, int b) { return a + b; } },
        MUL("*") { int apply(int a, int b) { return a * b; } };
        private final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
        String sym() { return sym; }
    }
    interface Shape { double area(); default String describe() { return "area=" + area(); } static Shape unit() { return () -> 1.0; } }
    static class Box<T extends Comparable<T>> {
        private T val;
        Box(T v) { val = v; }
        T get() { return val; }
        boolean bigger(Box<T> o) { return val.compareTo(o.val) > 0; }
    }
    static class Pt {
        final int x, y;
        Pt(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) { if (!(o instanceof Pt)) return false; Pt p = (Pt) o; return x == p.x && y == p.y; }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    List<String> log = new ArrayList<>();
    { log.add("init"); }
    Misc2() { log.add("ctor"); }
    record Range(int lo, int hi) {
        Range { if (lo > hi) throw new IllegalArgumentException("bad range " + lo + ">" + hi); }
        int len() { return hi - lo; }
    }
    public static void main(String[] args) {
        for (Op op : Op.values()) System.out.println(op + " " + op.sym() + " " + op.apply(6, 7) + " " + op.ordinal());
        Shape s = () -> 2.5;
        System.out.println(s.describe());
        System.out.println(Shape.unit().describe());
        Box<String> a = new Box<>("pear"), b = new Box<>("apple");
        System.out.println(a.bigger(b) + " " + a.get());
        Set<Pt> pts = new HashSet<>();
        pts.add(new Pt(1, 2)); pts.add(new Pt(1, 2)); pts.add(new Pt(3, 4));
        System.out.println(pts.size() + " " + pts.contains(new Pt(3, 4)));
        Map<Pt, String> names = new HashMap<>();
        names.put(new Pt(0, 0), "origin");
        System.out.println(names.get(new Pt(0, 0)));
        System.out.println(new Misc2().log);
        System.out.println(new Range(2, 5).len());
        try { new Range(5, 2); } catch (IllegalArgumentException e) { System.out.println("caught " + e.getMessage()); }
        int[] arr = new int[3];
        try { arr[5] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { arr[-1] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        Integer i1 = 127, i2 = 127, i3 = 1000, i4 = 1000;
        System.out.println((i1 == i2) + " " + i3.equals(i4));
        System.out.println(Math.floorMod(-7, 3) + " " + Math.floorDiv(-7, 3) + " " + (-7 % 3));
        System.out.println(Integer.toBinaryString(42) + " " + Integer.toHexString(255) + " " + Integer.toHexString(-1) + " " + Integer.toOctalString(8));
        System.out.println(Character.isLetter('x') + " " + Character.toUpperCase('q') + " " + Character.getNumericValue('7') + " " + (char)('a' + 2) + " " + Character.isWhitespace(' '));
        boolean flag = true;
        System.out.println(flag ? 1 : 2.0);
        Object o = flag ? 1 : "x";
        System.out.println(o);
        var text = """
            Hello,
              World!
            """;
        System.out.print(text);
        Optional<String> opt = Optional.of("val");
        Optional<String> none = Optional.empty();
        System.out.println(opt.map(String::length).orElse(-1) + " " + none.orElse("dflt") + " " + none.isEmpty() + " " + opt);
        StringBuilder sb = new StringBuilder("abcdef");
        sb.insert(0, "X").replace(1, 3, "YY").append(42).append('c').reverse();
        System.out.println(sb + " " + sb.indexOf("YY") + " " + sb.length());
        System.out.println(String.format("|%5s|%-5s|%05d|%.3f|%,d|%8.2f|%x|", "ab", "cd", 42, Math.PI, 1234567, -3.14159, 255));
        System.out.println(String.format("%b %c %10.3e %%", true, 'z', 12345.678));
        String cmd = "stop";
        switch (cmd) { case "go": System.out.println("going"); break; case "stop": System.out.println("stopping"); break; default: System.out.println("?"); }
    }
}
