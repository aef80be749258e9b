// features: class_literal, method_reference, builtin_exceptions, custom_exceptions, try_statement, generic_methods, streams, lambda_expression
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

// A mini test harness (expectThrows over Class tokens, catch (Throwable)) and a formatter
// registry keyed by Class: library class literals are the classes getClass() returns.
public class TypeRegistryHarness {
    static class ValidationError extends RuntimeException {
        ValidationError(String msg) { super(msg); }
    }

    interface Shape { double area(); }
    record Circle(double r) implements Shape { public double area() { return Math.PI * r * r; } }
    record Rect(double w, double h) implements Shape { public double area() { return w * h; } }

    static int passed = 0, failed = 0;

    static <T extends Throwable> void expectThrows(String label, Class<T> type, Runnable body) {
        try {
            body.run();
            failed++;
            System.out.println("FAIL " + label + ": expected " + type.getSimpleName() + ", nothing thrown");
        } catch (Throwable t) {
            if (type.isInstance(t)) {
                passed++;
                T typed = type.cast(t);
                System.out.println("ok   " + label + ": " + type.getName() + " -> " + typed.getMessage());
            } else {
                failed++;
                System.out.println("FAIL " + label + ": expected " + type.getSimpleName() + ", got " + t.getClass().getName());
            }
        }
    }

    static final Map<Class<?>, Function<Object, String>> FORMATTERS = new LinkedHashMap<>();
    static {
        FORMATTERS.put(String.class, o -> "\"" + o + "\"");
        FORMATTERS.put(Integer.class, o -> String.format("%,d", (Integer) o));
        FORMATTERS.put(Double.class, o -> String.format("%.2f", (Double) o));
        FORMATTERS.put(Boolean.class, o -> (Boolean) o ? "yes" : "no");
        FORMATTERS.put(Circle.class, o -> "circle r=" + ((Circle) o).r());
    }

    static String format(Object o) {
        Function<Object, String> f = FORMATTERS.get(o.getClass());
        return f != null ? f.apply(o) : "<" + o.getClass().getSimpleName() + ">";
    }

    public static void main(String[] args) {
        expectThrows("parse", NumberFormatException.class, () -> Integer.parseInt("12x"));
        expectThrows("parse as IAE", IllegalArgumentException.class, () -> Integer.parseInt("zz"));
        expectThrows("divide", ArithmeticException.class, () -> System.out.println(10 / (args.length)));
        expectThrows("custom", ValidationError.class, () -> { throw new ValidationError("age must be >= 0"); });
        expectThrows("any runtime", RuntimeException.class, () -> { throw new ValidationError("caught by supertype"); });
        expectThrows("wrong type", IllegalStateException.class, () -> { throw new ValidationError("not a state error"); });
        expectThrows("none", NoSuchElementException.class, () -> new ArrayDeque<String>().peek());
        expectThrows("error", AssertionError.class, () -> { throw new AssertionError("invariant broken"); });
        expectThrows("throwable", Throwable.class, () -> List.of(1).get(3));
        System.out.println("passed=" + passed + " failed=" + failed);

        try {
            throw new Error("fatal");
        } catch (Throwable t) {
            System.out.println("caught Throwable: " + t + " instanceof Exception=" + (t instanceof Exception));
        }

        List<Object> values = List.of("pear", 1234567, 2.5, true, new Circle(1.5), new Rect(2, 3), 'q', 9L);
        for (Object v : values) System.out.println(format(v));

        List<Shape> shapes = values.stream().filter(Shape.class::isInstance).map(Shape.class::cast).collect(Collectors.toList());
        System.out.printf("shapes=%d total area=%.3f%n", shapes.size(), shapes.stream().mapToDouble(Shape::area).sum());
        System.out.println("strings: " + values.stream().filter(String.class::isInstance).map(String.class::cast).map(String::toUpperCase).toList());
        System.out.println("numbers: " + values.stream().filter(Number.class::isInstance).count());
        Object probe = values.get(4);
        System.out.println("same class as probe: " + values.stream().filter(probe.getClass()::isInstance).toList());
        Class<?> token = Rect.class;
        System.out.println("rects: " + values.stream().filter(token::isInstance).toList());
        System.out.println("class names: " + values.stream().map(Object::getClass).map(Class::getSimpleName).collect(Collectors.joining(",")));

        System.out.println(String.class + " | " + List.class + " | " + int.class + " | " + Integer.class.getName() + " | " + Map.class.getSimpleName());
        System.out.println("literal == getClass(): " + ("abc".getClass() == String.class) + " " + String.class.equals(Integer.class) + " " + Integer.class.equals(((Object) 5).getClass()));
        try {
            Integer.class.cast("five");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException: " + e.getMessage());
        }
        Predicate<Object> isText = CharSequence.class::isInstance;
        System.out.println("CharSequence? " + isText.test("s") + " " + isText.test(new StringBuilder("sb")) + " " + isText.test(3));
    }
}
