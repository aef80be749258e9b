// features: program, enum_declaration, generics, generic_methods, interface_declaration, local_class, class_literal, switch_arrow, lambda_expression, method_reference, string_format
import java.util.*;
import java.util.function.*;

public class EnumOps {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    enum Shape {
        CIRCLE { double area(double s) { return Math.PI * s * s; } },
        SQUARE { double area(double s) { return s * s; } String label() { return "square!"; } };
        abstract double area(double s);
        String label() { return name().toLowerCase(); }
    }
    enum Level { LOW, MEDIUM, HIGH;
        Level next() { return values()[(ordinal() + 1) % values().length]; } }

    static class Box<T> {
        private final List<T> items = new ArrayList<>();
        void put(T t) { items.add(t); }
        Optional<T> first() { return items.isEmpty() ? Optional.empty() : Optional.of(items.get(0)); }
        <R> Box<R> map(Function<T, R> f) { Box<R> b = new Box<>(); for (T t : items) b.put(f.apply(t)); return b; }
        @Override public String toString() { return "Box" + items; }
    }
    interface Validator { boolean validate(String s); static Validator nonEmpty() { return s -> !s.isEmpty(); } }

    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.printf("%s %.2f%n", p, p.surfaceGravity());
        for (Shape s : Shape.values()) System.out.printf("%s %s %.3f%n", s, s.label(), s.area(2));
        Level l = Level.LOW;
        for (int i = 0; i < 4; i++) { System.out.print(l + " "); l = l.next(); }
        System.out.println();
        System.out.println(Level.valueOf("HIGH").compareTo(Level.LOW) + " " + Shape.SQUARE.ordinal());
        EnumMap<Level, Integer> counts = new EnumMap<>(Level.class);
        Map<Level, String> m = new HashMap<>();
        m.put(Level.HIGH, "h");
        System.out.println(m.get(Level.HIGH) + " " + m.containsKey(Level.LOW));
        switch (l) {
            case LOW -> System.out.println("low!");
            case MEDIUM, HIGH -> System.out.println("not low");
        }
        Box<String> b = new Box<>();
        b.put("alpha"); b.put("be");
        System.out.println(b + " " + b.map(String::length) + " " + b.first().orElse("none") + " " + new Box<Integer>().first().isPresent());
        System.out.println(Validator.nonEmpty().validate("") + " " + Validator.nonEmpty().validate("x"));
        class Counter { int n; void hit() { n++; } }
        Counter c = new Counter();
        List.of(1, 2, 3).forEach(x -> c.hit());
        System.out.println("hits " + c.n);
    }
}
