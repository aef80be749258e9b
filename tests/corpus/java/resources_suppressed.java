// features: program, try_with_resources, try_statement, custom_exceptions, builtin_exceptions, string_builder, wrapper_classes, object_methods, iterator, string_methods, method_reference, nested_static_class
import java.util.*;

public class Resources {
    static List<String> events = new ArrayList<>();

    static class Res implements AutoCloseable {
        final String name; final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; events.add("open " + name); }
        @Override public void close() throws Exception {
            events.add("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    static class AppException extends RuntimeException {
        AppException(String m, Throwable cause) { super(m, cause); }
    }

    static int compute(int x) {
        try {
            if (x < 0) throw new IllegalArgumentException("negative: " + x);
            return 100 / x;
        } catch (ArithmeticException e) {
            events.add("arith " + e.getMessage());
            return -1;
        } finally {
            events.add("finally " + x);
        }
    }

    static void layered(String s) {
        try {
            Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new AppException("bad config value", e);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(compute(5) + " " + compute(0));
        try { compute(-3); } catch (IllegalArgumentException e) { System.out.println("caught " + e.getMessage()); }
        try (Res a = new Res("A", false); Res b = new Res("B", true)) {
            events.add("body");
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println(e.getMessage() + " suppressed=" + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage());
        }
        try {
            layered("12x");
        } catch (AppException e) {
            System.out.println(e.getMessage() + " <- " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        events.forEach(System.out::println);
        StringBuilder sb = new StringBuilder("hello world");
        sb.insert(0, ">> ").reverse();
        System.out.println(sb);
        sb.reverse().deleteCharAt(0).setCharAt(0, '#');
        System.out.println(sb + " " + sb.length() + " " + sb.indexOf("o") + " " + sb.lastIndexOf("o"));
        sb.replace(2, 7, "HELLO").append(42).append('!').append(2.5);
        System.out.println(sb);
        System.out.println(Integer.toBinaryString(42) + " " + Integer.toHexString(-1) + " " + Long.toString(255, 16) + " " + Integer.parseInt("-7f", 16) + " " + Integer.bitCount(255) + " " + Integer.reverse(1));
        System.out.println(Objects.hash(1, "a") + " " + Objects.equals(null, null) + " " + Objects.requireNonNullElse(null, "dflt") + " " + "abc".hashCode() + " " + List.of(1, 2).hashCode());
        LinkedList<Integer> ll = new LinkedList<>(List.of(5, 1, 4, 2, 3));
        ll.addFirst(0); ll.addLast(9); ll.removeIf(v -> v % 2 == 0);
        ListIterator<Integer> it = ll.listIterator();
        while (it.hasNext()) { int v = it.next(); if (v == 5) it.set(50); if (v == 3) it.add(33); }
        System.out.println(ll + " first=" + ll.getFirst() + " last=" + ll.peekLast());
        System.out.println("a,b,,c,".split(",").length + " " + Arrays.toString("a,b,,c,".split(",", -1)) + " " + "  trim me ".strip() + "|" + "x".repeat(3) + " " + "Hello".chars().filter(Character::isLowerCase).count());
    }
}
