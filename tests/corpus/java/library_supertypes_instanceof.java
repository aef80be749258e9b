// features: instanceof_expression, interface_declaration, inheritance, generics
import java.io.Closeable;
import java.util.*;

public class library_supertypes_instanceof {
    static final class Money extends Number implements Comparable<Money> {
        final long cents;
        Money(long cents) { this.cents = cents; }
        public int compareTo(Money o) { return Long.compare(cents, o.cents); }
        public int intValue() { return (int) (cents / 100); }
        public long longValue() { return cents / 100; }
        public float floatValue() { return cents / 100f; }
        public double doubleValue() { return cents / 100.0; }
        public String toString() { return String.format("$%d.%02d", cents / 100, cents % 100); }
    }

    static final class Lines implements Iterable<String>, Closeable {
        private final List<String> items = List.of("a", "b");
        public Iterator<String> iterator() { return items.iterator(); }
        public void close() { System.out.println("closed"); }
    }

    static final class Plain {}

    static String kinds(Object o) {
        List<String> k = new ArrayList<>();
        if (o instanceof Comparable<?>) k.add("Comparable");
        if (o instanceof Number) k.add("Number");
        if (o instanceof Iterable<?>) k.add("Iterable");
        if (o instanceof Closeable) k.add("Closeable");
        if (o instanceof AutoCloseable) k.add("AutoCloseable");
        if (o instanceof Runnable) k.add("Runnable");
        return o.getClass().getSimpleName() + " " + k;
    }

    public static void main(String[] args) {
        Object[] things = {new Money(1999), new Lines(), new Plain(), "text", 42};
        for (Object o : things) System.out.println(kinds(o));
        Number n = new Money(250);
        if (n instanceof Comparable<?> c) System.out.println("comparable number " + n + " = " + n.doubleValue());
        try (Lines l = new Lines()) {
            for (String s : l) System.out.print(s + " ");
            System.out.println(l instanceof AutoCloseable);
        }
    }
}
