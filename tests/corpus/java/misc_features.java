// features: package_declaration, import_declaration, default_methods, local_variable_declaration, comparison_operators, try_with_resources, assert_statement, synchronized_statement, varargs, annotations, unicode_strings, interface_declaration
package demo;

import java.util.ArrayList;
import java.util.List;

public class Misc {
    interface Greeter {
        String name();
        default String greet() { return "Hello, " + name() + "!"; }
        static Greeter of(String n) { return new Fixed(n); }
    }

    static class Fixed implements Greeter {
        private final String n;
        Fixed(String n) { this.n = n; }
        public String name() { return n; }
    }

    static class Resource implements AutoCloseable {
        private final String id;
        Resource(String id) {
            this.id = id;
            System.out.println("open " + id);
        }
        void use() { System.out.println("use " + id); }
        @Override
        public void close() { System.out.println("close " + id); }
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String joinAll(String sep, String... parts) {
        return String.join(sep, parts);
    }

    public static void main(String[] args) {
        Greeter g = Greeter.of("world");
        System.out.println(g.greet());
        int a = 3, b = 7;
        long c = 7L;
        System.out.println((a < b) + " " + (a >= b) + " " + (b == c) + " " + (a != b) + " " + (2.0 <= 2) + " " + ('a' < 'b'));
        try (Resource r1 = new Resource("r1"); Resource r2 = new Resource("r2")) {
            r1.use();
            r2.use();
        }
        try (Resource r3 = new Resource("r3")) {
            r3.use();
            throw new IllegalStateException("boom");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        } finally {
            System.out.println("finally");
        }
        assert a > b : "assertions are disabled by default";
        Object lock = new Object();
        List<Integer> shared = new ArrayList<>();
        synchronized (lock) {
            shared.add(1);
        }
        System.out.println(shared);
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3, 4));
        System.out.println(joinAll("-", "a", "b", "c"));
        String greek = "αβγ";
        System.out.println("unicode: " + greek + " ✓");
    }
}
