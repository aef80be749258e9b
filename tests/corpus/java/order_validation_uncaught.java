// features: program, record_declaration, custom_exceptions, builtin_exceptions, try_statement, multi_catch, uncaught_exception, cast_expression, int_arithmetic, floating_point
import java.util.*;

public class OrderCheck {
    static class InvalidOrderException extends RuntimeException {
        InvalidOrderException(String msg, Throwable cause) { super(msg, cause); }
    }

    record Line(String sku, int qty, int priceCents) {}

    static int total(List<Line> lines) {
        int t = 0;
        for (Line l : lines) {
            if (l.qty() <= 0) throw new IllegalArgumentException("bad quantity " + l.qty() + " for " + l.sku());
            t = Math.addExact(t, Math.multiplyExact(l.qty(), l.priceCents()));
        }
        return t;
    }

    static void process(String id, List<Line> lines) {
        try {
            int t = total(lines);
            System.out.printf("order %s: %d lines, total $%d.%02d%n", id, lines.size(), t / 100, t % 100);
        } catch (IllegalArgumentException e) {
            System.out.println("order " + id + " rejected: " + e.getMessage());
        } catch (ArithmeticException e) {
            throw new InvalidOrderException("order " + id + " overflowed", e);
        } finally {
            System.out.println("checked " + id);
        }
    }

    public static void main(String[] args) {
        process("A1", List.of(new Line("pen", 3, 199), new Line("pad", 2, 450)));
        process("A2", List.of(new Line("ink", 0, 999)));
        try {
            process("A3", List.of(new Line("gold", 1_000_000, 5_000_000)));
        } catch (InvalidOrderException e) {
            System.out.println(e.getMessage() + " caused by " + e.getCause());
        }
        int[] arr = new int[3];
        try {
            arr[3] = 1;
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Object o = "str";
            Integer i = (Integer) o;
        } catch (ClassCastException e) {
            System.out.println("ClassCastException caught");
        }
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            System.out.println("NPE caught");
        }
        try {
            Integer.parseInt("12x");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        try {
            List.of(1, 2).iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + (e.getMessage() == null));
        }
        System.out.println(10 / 3 + " " + (-7 / 2) + " " + (-7 % 3) + " " + Math.floorMod(-7, 3) + " " + Math.floorDiv(-7, 2));
        System.out.println(Integer.MAX_VALUE + 1);
        System.out.println((long) Integer.MAX_VALUE + 1);
        System.out.println((int) 3.99e10 + " " + (int) -2.7 + " " + Math.round(-2.5) + " " + Math.round(2.5) + " " + (char) 65 + " " + (byte) 200);
        System.out.println(0.1 + 0.2 + " " + 1.0 / 0 + " " + Double.isNaN(0.0 / 0) + " " + 100.0 + " " + 1e7 + " " + 1.0e-5 + " " + (float) 1.1);
        process("A4", List.of(new Line("bolt", 5, 25), new Line("nut", -1, 5)));
        Map<String, Integer> inventory = new HashMap<>(Map.of("pen", 2));
        int need = 5;
        if (inventory.get("pen") < need)
            throw new IllegalStateException("insufficient stock for pen: have " + inventory.get("pen") + ", need " + need);
        System.out.println("unreachable");
    }
}
